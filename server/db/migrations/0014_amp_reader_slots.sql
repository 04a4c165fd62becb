ALTER TABLE "amp_readers" ADD COLUMN "slot" integer;
--> statement-breakpoint
UPDATE "amp_readers" AS a SET "slot" = n."rn" FROM (SELECT "amp_reader_id", row_number() OVER (PARTITION BY "user_id" ORDER BY "created_at", "amp_reader_id") AS "rn" FROM "amp_readers") AS n WHERE a."amp_reader_id" = n."amp_reader_id";
--> statement-breakpoint
DELETE FROM "amp_readers" WHERE "slot" > 4;
--> statement-breakpoint
ALTER TABLE "amp_readers" ALTER COLUMN "slot" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "amp_readers" ADD CONSTRAINT "amp_readers_slot_range" CHECK ("amp_readers"."slot" BETWEEN 1 AND 4);
--> statement-breakpoint
CREATE UNIQUE INDEX "amp_readers_user_slot" ON "amp_readers" USING btree ("user_id","slot");

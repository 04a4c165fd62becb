CREATE TABLE "amp_readers" (
	"amp_reader_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "amp_readers_user" ON "amp_readers" USING btree ("user_id");
-- One invitation per address and subscription. Earlier duplicates: pending ones go (the accepted, else the oldest,
-- stays); two accepted ones both keep their reader, the later one's address marked with its id to stay distinct.
DELETE FROM "sales_shares" AS s USING (
	SELECT "id", row_number() OVER (
		PARTITION BY "parent_subscription_id", lower("email")
		ORDER BY ("associate_subscription_id" IS NULL), "created_at", "id"
	) AS "rn" FROM "sales_shares"
) AS d WHERE s."id" = d."id" AND d."rn" > 1 AND s."associate_subscription_id" IS NULL;
--> statement-breakpoint
UPDATE "sales_shares" AS s SET "email" = s."email" || ' (' || s."id" || ')' FROM (
	SELECT "id", row_number() OVER (
		PARTITION BY "parent_subscription_id", lower("email") ORDER BY "created_at", "id"
	) AS "rn" FROM "sales_shares"
) AS d WHERE s."id" = d."id" AND d."rn" > 1;
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_shares_parent_email" ON "sales_shares" USING btree ("parent_subscription_id",lower("email"));

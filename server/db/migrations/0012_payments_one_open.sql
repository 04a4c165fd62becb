CREATE TABLE "test_payment_challenges" (
	"reference" text PRIMARY KEY NOT NULL,
	"card" text NOT NULL,
	"status" text NOT NULL,
	"return_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
UPDATE "sales_orders" SET "status" = 'Cancelled', "updated_at" = now() WHERE "order_number" IN (
	SELECT "order_number" FROM (
		SELECT "order_number", row_number() OVER (
			PARTITION BY "site", "user_id" ORDER BY ("status" = 'Pending'), "created_at" DESC, "order_number" DESC
		) AS "rank" FROM "sales_orders" WHERE "status" IN ('Pending', 'Processing', 'Pending3DS')
	) AS "open" WHERE "rank" > 1
);
--> statement-breakpoint
UPDATE "sales_subscriptions" SET
	"status" = CASE WHEN "status" = 5 THEN 2 ELSE 3 END,
	"next_renewal_at" = CASE WHEN "status" = 5 THEN NULL ELSE "next_renewal_at" END,
	"events" = "events" || '[{"eventType":"CANCEL_SUBSCRIPTION","eventDateUTC":0,"details":"duplicate plan (migration 0012)"}]'::jsonb
WHERE "id" IN (
	SELECT "id" FROM (
		SELECT "id", row_number() OVER (
			PARTITION BY "site", "user_id"
			ORDER BY CASE "status" WHEN 1 THEN 0 WHEN 4 THEN 1 ELSE 2 END, "current_period_end" DESC, "id"
		) AS "rank" FROM "sales_subscriptions"
		WHERE "status" IN (1, 4, 5) AND "payment_partner" NOT IN ('Shared', 'google')
	) AS "held" WHERE "rank" > 1
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_orders_one_open" ON "sales_orders" USING btree ("site","user_id") WHERE "sales_orders"."status" in ('Pending', 'Processing', 'Pending3DS');
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_subscriptions_one_held" ON "sales_subscriptions" USING btree ("site","user_id") WHERE "sales_subscriptions"."status" in (1, 4, 5) and "sales_subscriptions"."payment_partner" not in ('Shared', 'google');

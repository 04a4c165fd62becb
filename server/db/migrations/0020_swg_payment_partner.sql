-- Spec 2, 3: 'SwG' (not 'google') is the paymentPartner of a Subscribe with Google subscription.
UPDATE "sales_subscriptions" SET "payment_partner" = 'SwG' WHERE "payment_partner" = 'google';
--> statement-breakpoint
DROP INDEX IF EXISTS "sales_subscriptions_one_held";
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_subscriptions_one_held" ON "sales_subscriptions" USING btree ("site","user_id") WHERE "sales_subscriptions"."status" in (1, 4, 5) and "sales_subscriptions"."payment_partner" not in ('Shared', 'SwG');

CREATE TABLE "newsletter_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"site" text NOT NULL,
	"origin" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_subscriptions" ADD COLUMN "payment_token" text;--> statement-breakpoint
ALTER TABLE "sales_subscriptions" ADD COLUMN "renewal_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_subscriptions" ADD COLUMN "next_renewal_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_signups_email_site" ON "newsletter_signups" USING btree (lower("email"),"site");--> statement-breakpoint
CREATE INDEX "sales_subscriptions_due" ON "sales_subscriptions" USING btree ("status","next_renewal_at");
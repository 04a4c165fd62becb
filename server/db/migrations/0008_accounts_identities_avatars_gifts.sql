CREATE TABLE "account_avatars" (
	"user_id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"data" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"giver_user_id" text NOT NULL,
	"recipient" jsonb NOT NULL,
	"code_hash" text NOT NULL,
	"redeemed_by" text,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "account_identities_provider_subject" ON "account_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "account_identities_user" ON "account_identities" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_gifts_code" ON "sales_gifts" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_gifts_subscription" ON "sales_gifts" USING btree ("subscription_id");
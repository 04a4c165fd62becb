CREATE TABLE "sales_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_subscription_id" integer NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"associate_subscription_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_shares_code" ON "sales_shares" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "sales_shares_parent" ON "sales_shares" USING btree ("parent_subscription_id");
CREATE TABLE "account_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"event" text NOT NULL,
	"source" text,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_nonces" (
	"nonce_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "account_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "account_refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"remember_me" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "account_users" (
	"id" text PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"password_hash" text NOT NULL,
	"profile" jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"failed_logins_since" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_carts" (
	"id" text PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"items" jsonb NOT NULL,
	"billing_address" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_orders" (
	"order_number" text PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"items" jsonb NOT NULL,
	"total" integer NOT NULL,
	"currency" text NOT NULL,
	"customer" jsonb NOT NULL,
	"subscription_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"payment_method_id" integer NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"provider_reference" text,
	"last_four" text,
	"failure_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"user_id" text NOT NULL,
	"sku" text NOT NULL,
	"price_code" text NOT NULL,
	"product_name" text NOT NULL,
	"status" integer NOT NULL,
	"order_number" text NOT NULL,
	"payment_partner" text NOT NULL,
	"payment_method_id" integer NOT NULL,
	"last_four" text,
	"billing_address" jsonb,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_reason" text,
	"events" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "account_audit_user" ON "account_audit" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "account_refresh_tokens_session" ON "account_refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "account_sessions_user" ON "account_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_users_user_name" ON "account_users" USING btree (lower("user_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "account_users_email" ON "account_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "sales_orders_user" ON "sales_orders" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sales_payments_order" ON "sales_payments" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_payments_one_paid" ON "sales_payments" USING btree ("order_number") WHERE "sales_payments"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "sales_subscriptions_user" ON "sales_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_subscriptions_order" ON "sales_subscriptions" USING btree ("order_number");
-- The built-in test provider's record of every charge by its idempotency key (issue 24, item 4): a retried key answers
-- the first result instead of charging again, and a payment cut off between the charge and its record is reconciled
-- by asking the provider what happened to that key, from any process.
CREATE TABLE "test_payment_charges" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"amount" integer NOT NULL,
	"outcome" text NOT NULL,
	"reference" text NOT NULL,
	"last_four" text NOT NULL,
	"payment_token" text,
	"redirect_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE "account_login_failures" (
	"name" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"since" timestamp with time zone,
	"locked_until" timestamp with time zone
);

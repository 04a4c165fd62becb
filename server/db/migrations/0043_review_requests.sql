-- Issue 26, item 3: review before publish. One pending request per page (partial unique index); decided ones stay as history.
CREATE TABLE "review_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"page_id" text NOT NULL,
	"version" integer NOT NULL,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"comment" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_pending" ON "review_requests" USING btree ("site","page_id") WHERE "review_requests"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "review_requests_page" ON "review_requests" USING btree ("site","page_id");
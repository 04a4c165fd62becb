CREATE TABLE "content_redirects" (
	"site" text NOT NULL,
	"from_url" text NOT NULL,
	"content_id" text NOT NULL,
	CONSTRAINT "content_redirects_site_from_url_pk" PRIMARY KEY("site","from_url")
);
--> statement-breakpoint
CREATE TABLE "content_tombstones" (
	"id" text PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"canonical_url" text NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('spanish', search_text)) STORED;--> statement-breakpoint
CREATE UNIQUE INDEX "content_tombstones_site_url" ON "content_tombstones" USING btree ("site","canonical_url");--> statement-breakpoint
CREATE INDEX "content_search" ON "content" USING gin ("search");
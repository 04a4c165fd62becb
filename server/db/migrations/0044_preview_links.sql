CREATE TABLE "preview_links" (
	"id" text PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"page_id" text NOT NULL,
	"version" integer NOT NULL,
	"path" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "preview_links_page" ON "preview_links" USING btree ("site","page_id");
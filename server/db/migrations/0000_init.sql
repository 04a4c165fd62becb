CREATE TABLE "authors" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"byline" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"image_url" text
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" text NOT NULL,
	"site" text NOT NULL,
	"name" text NOT NULL,
	"content_ids" text[] NOT NULL,
	CONSTRAINT "collections_site_id_pk" PRIMARY KEY("site","id")
);
--> statement-breakpoint
CREATE TABLE "content" (
	"id" text PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"type" text NOT NULL,
	"subtype" text,
	"canonical_url" text NOT NULL,
	"primary_section" text NOT NULL,
	"sections" text[] NOT NULL,
	"tags" text[] NOT NULL,
	"author_slugs" text[] NOT NULL,
	"publish_date" timestamp with time zone NOT NULL,
	"content_code" text,
	"sponsored" boolean DEFAULT false NOT NULL,
	"has_promo_image" boolean NOT NULL,
	"doc" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"content_id" text NOT NULL,
	"site" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_views_content_id_hour_pk" PRIMARY KEY("content_id","hour")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "authors_slug" ON "authors" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "content_site_url" ON "content" USING btree ("site","canonical_url");--> statement-breakpoint
CREATE INDEX "content_site_date" ON "content" USING btree ("site","publish_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_sections" ON "content" USING gin ("sections");--> statement-breakpoint
CREATE INDEX "content_tags" ON "content" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "content_authors" ON "content" USING gin ("author_slugs");--> statement-breakpoint
CREATE INDEX "page_views_site_hour" ON "page_views" USING btree ("site","hour");
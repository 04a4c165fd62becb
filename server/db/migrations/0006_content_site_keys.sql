ALTER TABLE "content" ADD COLUMN "site_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
UPDATE "content" SET "site_keys" =
  array(select "site" || ':s:' || x from unnest("sections") x)
  || array(select "site" || ':t:' || x from unnest("tags") x)
  || array(select "site" || ':a:' || x from unnest("author_slugs") x);--> statement-breakpoint
CREATE INDEX "content_site_keys" ON "content" USING gin ("site_keys");
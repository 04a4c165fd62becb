DROP INDEX "content_site_date";--> statement-breakpoint
-- PostgreSQL 15 cannot change a generated column's expression: the column (and its index) are made again.
ALTER TABLE "content" drop column "search";--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('spanish', search_text) || array_to_tsvector(array['site=' || site])) STORED;--> statement-breakpoint
CREATE INDEX "content_search" ON "content" USING gin ("search");--> statement-breakpoint
CREATE INDEX "content_site_date" ON "content" USING btree ("site","publish_date" DESC NULLS LAST,"id" DESC NULLS LAST);

DROP INDEX "content_site_date";--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "embargoed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "embargo_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "content_embargo_until" ON "content" USING btree ("embargo_until") WHERE embargoed;--> statement-breakpoint
CREATE INDEX "content_site_date" ON "content" USING btree ("site","publish_date" DESC NULLS LAST,"id" DESC NULLS LAST,"embargoed");--> statement-breakpoint
-- An embargoed document files no list key (decision 0089): every list read from content_keys leaves it out, and its
-- release (embargoed set to false) files them in the same statement.
CREATE OR REPLACE FUNCTION "content_keys_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM "content_keys" k USING old_rows o, unnest(o."site_keys") AS x("key")
      WHERE k."key" = x."key" AND k."publish_date" = o."publish_date" AND k."id" = o."id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "content_keys" ("key", "publish_date", "id", "subtype")
      SELECT DISTINCT x."key", n."publish_date", n."id", coalesce(n."subtype", '')
      FROM new_rows n, unnest(n."site_keys") AS x("key")
      WHERE NOT n."embargoed";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Stories stored before this migration with an embargo beside their content code (the field was kept, not read).
UPDATE "content" SET "embargoed" = true, "embargo_until" = e."end_time"::timestamptz
  FROM (
    SELECT "id", "doc"->'content_restrictions'->'embargo'->>'end_time' AS "end_time" FROM "content"
    WHERE "doc"->'content_restrictions'->'embargo'->'active' = 'true'::jsonb
  ) e
  WHERE "content"."id" = e."id"
    AND (e."end_time" IS NULL
      -- CASE, not AND: only a date-time that parses is cast (AND may evaluate either side first).
      OR CASE WHEN e."end_time" ~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$'
        THEN e."end_time"::timestamptz > now() ELSE false END);

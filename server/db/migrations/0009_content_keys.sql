CREATE TABLE "content_keys" (
	"key" text collate "C" NOT NULL,
	"publish_date" timestamp with time zone NOT NULL,
	"id" text NOT NULL,
	"subtype" text DEFAULT '' NOT NULL,
	CONSTRAINT "content_keys_key_publish_date_id_subtype_pk" PRIMARY KEY("key","publish_date","id","subtype")
);
--> statement-breakpoint
-- Kept in step with content by statement triggers: every write path (ingest, admin, seed, a test's own insert)
-- updates content_keys in the same statement, hence the same transaction. See docs/decisions/0010-content-keys.md.
CREATE FUNCTION "content_keys_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM "content_keys" k USING old_rows o, unnest(o."site_keys") AS x("key")
      WHERE k."key" = x."key" AND k."publish_date" = o."publish_date" AND k."id" = o."id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "content_keys" ("key", "publish_date", "id", "subtype")
      SELECT DISTINCT x."key", n."publish_date", n."id", coalesce(n."subtype", '')
      FROM new_rows n, unnest(n."site_keys") AS x("key");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "content_keys_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "content_keys";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "content_keys_insert" AFTER INSERT ON "content" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "content_keys_sync"();--> statement-breakpoint
CREATE TRIGGER "content_keys_update" AFTER UPDATE ON "content" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "content_keys_sync"();--> statement-breakpoint
CREATE TRIGGER "content_keys_delete" AFTER DELETE ON "content" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "content_keys_sync"();--> statement-breakpoint
CREATE TRIGGER "content_keys_truncate" AFTER TRUNCATE ON "content"
  FOR EACH STATEMENT EXECUTE FUNCTION "content_keys_truncate"();--> statement-breakpoint
INSERT INTO "content_keys" ("key", "publish_date", "id", "subtype")
  SELECT DISTINCT x."key", c."publish_date", c."id", coalesce(c."subtype", '')
  FROM "content" c, unnest(c."site_keys") AS x("key");

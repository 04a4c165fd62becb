-- Issue 25, item 8: what each page version was (save, publish, rollback, autosave), so the history can say it.
-- Rows written before this: rollbacks by their action, the seed's first version as the publish it was, the rest saves.
ALTER TABLE "page_versions" ADD COLUMN IF NOT EXISTS "kind" text DEFAULT 'save' NOT NULL;
--> statement-breakpoint
UPDATE "page_versions" SET "kind" = CASE "action" WHEN 'rollback' THEN 'rollback' WHEN 'seed' THEN 'publish' ELSE 'save' END;

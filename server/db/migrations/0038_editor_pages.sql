-- Issue 16 (decision 0042): pages in the database with their history, editor roles, the editor's audit trail and
-- the history of collections. `version` is the page's head (last saved draft); a save is a conditional UPDATE on it.
-- Pages are `json`, not `jsonb`: their keys keep the order of the files, so pages:export writes the files back as they were.
CREATE TABLE IF NOT EXISTS "pages" (
	"site" text NOT NULL,
	"id" text NOT NULL,
	"file" text NOT NULL,
	"route" text NOT NULL,
	"doc" json NOT NULL,
	"version" integer NOT NULL,
	"published" json,
	"published_version" integer,
	"deleted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "pages_site_id_pk" PRIMARY KEY("site","id")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "page_versions" (
	"site" text NOT NULL,
	"id" text NOT NULL,
	"version" integer NOT NULL,
	"doc" json NOT NULL,
	"action" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_by" text NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "page_versions_site_id_version_pk" PRIMARY KEY("site","id","version")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "editor_roles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"roles" text[] NOT NULL,
	"sites" text[],
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "editor_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"who" text NOT NULL,
	"action" text NOT NULL,
	"site" text,
	"target" text,
	"version" integer,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN IF NOT EXISTS "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "collection_versions" (
	"site" text NOT NULL,
	"id" text NOT NULL,
	"version" integer NOT NULL,
	"content_ids" text[] NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_by" text NOT NULL,
	CONSTRAINT "collection_versions_pk" PRIMARY KEY("site","id","version")
);

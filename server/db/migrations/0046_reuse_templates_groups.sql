CREATE TABLE "block_groups" (
	"site" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"nodes" json NOT NULL,
	"version" integer NOT NULL,
	"published" json,
	"published_version" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "block_groups_site_id_pk" PRIMARY KEY("site","id")
);
--> statement-breakpoint
CREATE TABLE "page_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"name" text NOT NULL,
	"doc" json NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

-- Issue 14 (decision 0037): the footer's legal and service pages, one row per site and address.
CREATE TABLE IF NOT EXISTS "static_pages" (
	"site" text NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"paragraphs" jsonb NOT NULL,
	"example" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "static_pages_site_path_pk" PRIMARY KEY("site","path")
);

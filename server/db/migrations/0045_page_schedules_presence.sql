CREATE TABLE "page_presence" (
	"site" text NOT NULL,
	"page_id" text NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_presence_site_page_id_user_id_pk" PRIMARY KEY("site","page_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "page_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"page_id" text NOT NULL,
	"action" text NOT NULL,
	"version" integer,
	"due_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE INDEX "page_schedules_due" ON "page_schedules" USING btree ("due_at") WHERE done_at is null and cancelled_at is null;
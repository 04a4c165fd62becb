import { integer, json, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { PageConfig, PageNode } from '../../runtime/types';

/**
 * A page of a site (or of the `shared` pseudo-site): `doc` is its head (the last saved version, a draft when
 * `version` is not `publishedVersion`), `published` what readers get. Migration 0038.
 */
export const pages = pgTable(
  'pages',
  {
    site: text('site').notNull(),
    id: text('id').notNull(),
    /** Its file under page-configs/ (`semana/home.json`): where pages:export writes it. */
    file: text('file').notNull(),
    route: text('route').notNull(),
    doc: json('doc').$type<PageConfig>().notNull(),
    version: integer('version').notNull(),
    published: json('published').$type<PageConfig>(),
    publishedVersion: integer('published_version'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [primaryKey({ columns: [t.site, t.id] })],
);

/** What a version was (issue 25, item 8); `action` keeps the finer origin (seed, import, create…). Migration 0040. */
export const VERSION_KINDS = ['save', 'publish', 'rollback', 'autosave'] as const;
export type VersionKind = (typeof VERSION_KINDS)[number];

/** Every version a page had: seeded, imported, saved, rolled back; `publishedAt` once it went live. */
export const pageVersions = pgTable(
  'page_versions',
  {
    site: text('site').notNull(),
    id: text('id').notNull(),
    version: integer('version').notNull(),
    doc: json('doc').$type<PageConfig>().notNull(),
    action: text('action').notNull(),
    kind: text('kind').$type<VersionKind>().notNull().default('save'),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    savedBy: text('saved_by').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.site, t.id, t.version] })],
);

/** `roles`: `editor`, `admin`; `sites` null means every site. */
export const editorRoles = pgTable('editor_roles', {
  userId: text('user_id').primaryKey(),
  roles: text('roles').array().notNull(),
  sites: text('sites').array(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const editorAudit = pgTable('editor_audit', {
  id: serial('id').primaryKey(),
  who: text('who').notNull(),
  action: text('action').notNull(),
  site: text('site'),
  target: text('target'),
  version: integer('version'),
  detail: jsonb('detail').$type<Record<string, unknown>>(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each order a collection had; `collections.version` is the current one (migration 0038 adds it). */
export const collectionVersions = pgTable(
  'collection_versions',
  {
    site: text('site').notNull(),
    id: text('id').notNull(),
    version: integer('version').notNull(),
    contentIds: text('content_ids').array().notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    savedBy: text('saved_by').notNull(),
  },
  // Named as migration 0038 names it, so a generated migration that touches it finds it.
  (t) => [primaryKey({ name: 'collection_versions_pk', columns: [t.site, t.id, t.version] })],
);

/**
 * The editor's view of `collections` with the version migration 0038 adds (server/db/schema.ts leaves it out, so the
 * demo seed's bulk insert takes the column's default).
 */
export const editorCollections = pgTable(
  'collections',
  {
    id: text('id').notNull(),
    site: text('site').notNull(),
    name: text('name').notNull(),
    contentIds: text('content_ids').array().notNull(),
    // Migration 0038's default, which the demo seed's insert (server/db/schema.ts's view) relies on.
    version: integer('version').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.site, t.id] })],
);

/** Issue 26, item 4: a page saved as a template (`site` may be `shared`: every site sees it). Its id and route are the new page's. */
export const pageTemplates = pgTable('page_templates', {
  id: serial('id').primaryKey(),
  site: text('site').notNull(),
  name: text('name').notNull(),
  doc: json('doc').$type<PageConfig>().notNull(),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Issue 26, item 5: a reusable group of blocks (per site or `shared`). `nodes` is its draft, `published` what pages
 * that link it show readers; `version` counts saves and publishes, as a page's does.
 */
export const blockGroups = pgTable(
  'block_groups',
  {
    site: text('site').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    nodes: json('nodes').$type<PageNode[]>().notNull(),
    version: integer('version').notNull(),
    published: json('published').$type<PageNode[]>(),
    publishedVersion: integer('published_version'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [primaryKey({ columns: [t.site, t.id] })],
);

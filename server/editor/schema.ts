import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
export const VERSION_KINDS = ['save', 'publish', 'rollback', 'autosave', 'unpublish'] as const;
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

/**
 * Issue 26, item 3: an editor's request that a publisher publish a saved version (review before publish). At most
 * one `requested` per page (the partial unique index): a new request withdraws the pending one.
 */
export const REVIEW_STATUSES = ['requested', 'published', 'returned', 'withdrawn'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const reviewRequests = pgTable(
  'review_requests',
  {
    id: serial('id').primaryKey(),
    site: text('site').notNull(),
    pageId: text('page_id').notNull(),
    version: integer('version').notNull(),
    requestedBy: text('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note'),
    status: text('status').$type<ReviewStatus>().notNull().default('requested'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    comment: text('comment'),
  },
  (t) => [
    uniqueIndex('review_requests_pending')
      .on(t.site, t.pageId)
      .where(sql`${t.status} = 'requested'`),
    index('review_requests_page').on(t.site, t.pageId),
  ],
);

/**
 * Issue 26, item 2 (share a preview): a link anyone can open to see one version of a page, until `expiresAt` or
 * until revoked. The token is the id and its HMAC (server/editor/preview-token.ts): the secret is not stored here.
 */
export const previewLinks = pgTable(
  'preview_links',
  {
    id: text('id').primaryKey(),
    site: text('site').notNull(),
    pageId: text('page_id').notNull(),
    version: integer('version').notNull(),
    /** The address of the page's route it renders at (the route itself unless the route has parameters). */
    path: text('path').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('preview_links_page').on(t.site, t.pageId)],
);

/**
 * Issue 26, item 1: a scheduled publish (of `version`) or unpublish of a page. Pending while `doneAt` and
 * `cancelledAt` are null; a process claims a due one under a row lock and carries it out in the same transaction
 * that sets `doneAt` (`error` when it could not be done), so exactly one process does each.
 */
export const pageSchedules = pgTable(
  'page_schedules',
  {
    id: serial('id').primaryKey(),
    site: text('site').notNull(),
    pageId: text('page_id').notNull(),
    action: text('action').$type<'publish' | 'unpublish'>().notNull(),
    version: integer('version'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    claimedBy: text('claimed_by'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [
    index('page_schedules_due')
      .on(t.dueAt)
      .where(sql`done_at is null and cancelled_at is null`),
  ],
);

/** Issue 26, item 9: who has a page open in the editor since when; a row not renewed for a while counts as gone. */
export const pagePresence = pgTable(
  'page_presence',
  {
    site: text('site').notNull(),
    pageId: text('page_id').notNull(),
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.site, t.pageId, t.userId] })],
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

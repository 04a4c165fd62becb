import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** Text ordered byte by byte whatever the database locale, so a key prefix is one range of an index. */
const bytewiseText = customType<{ data: string }>({ dataType: () => 'text collate "C"' });
import type { StoryDocument } from '../../contracts/ans';

/** Content documents (ANS) as JSONB, with the columns list queries filter and sort on. */
export const content = pgTable(
  'content',
  {
    id: text('id').primaryKey(),
    site: text('site').notNull(),
    type: text('type').notNull(),
    subtype: text('subtype'),
    canonicalUrl: text('canonical_url').notNull(),
    primarySection: text('primary_section').notNull(),
    sections: text('sections').array().notNull(),
    tags: text('tags').array().notNull(),
    authorSlugs: text('author_slugs').array().notNull(),
    /**
     * Sections, tags and authors prefixed with the site ('semana:s:/nacion', 'semana:t:bogota', 'semana:a:maria-perez'):
     * one GIN index narrows a list to one site's stories, so a list and its count touch only that site's rows.
     */
    siteKeys: text('site_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    publishDate: timestamp('publish_date', { withTimezone: true }).notNull(),
    contentCode: text('content_code'),
    /**
     * An active embargo holds the document off every public channel (decision 0089): the public lookups read
     * `not embargoed`, and the `content_keys` trigger files no key for it. Cleared by the release at `embargo_until`
     * (server/content/embargo.ts), or by an import that lifts the embargo.
     */
    embargoed: boolean('embargoed').notNull().default(false),
    /** When an active embargo ends; null while it holds until lifted (ANS `embargo` without `end_time`). */
    embargoUntil: timestamp('embargo_until', { withTimezone: true }),
    sponsored: boolean('sponsored').notNull().default(false),
    hasPromoImage: boolean('has_promo_image').notNull(),
    doc: jsonb('doc').$type<StoryDocument>().notNull(),
    /**
     * The document without its body, as JSON text: what a list sends. Kept by the database; small enough to stay in
     * the row, and sent as it is stored, where a list reading `doc` pays to unpack, trim and print the whole document.
     */
    card: json('card')
      .$type<Omit<StoryDocument, 'content_elements'>>()
      .generatedAlwaysAs(sql`(doc - 'content_elements')::json`),
    /** Headline, subheadline and body text, lowercased and without accents ('Política' is found by 'politica'). */
    searchText: text('search_text').notNull().default(''),
    /**
     * The words of `search_text`, plus one lexeme for the site ('site=semana', which no word parses to): a search is
     * one GIN lookup intersecting the words with the site's lexeme, not a bitmap AND with a site index.
     */
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('spanish', search_text) || array_to_tsvector(array['site=' || site])`,
    ),
  },
  (t) => [
    index('content_search').using('gin', t.search),
    uniqueIndex('content_site_url').on(t.site, t.canonicalUrl),
    // id too, as lists order (newest first, then id): a day's page and its count come from the index alone.
    // embargoed last: the public lists' `not embargoed` is read from the index too, without visiting the rows.
    index('content_site_date').on(t.site, t.publishDate.desc(), t.id.desc(), t.embargoed),
    // The release finds the embargoes that have ended; only the few held documents are in it.
    index('content_embargo_until')
      .on(t.embargoUntil)
      .where(sql`embargoed`),
    index('content_sections').using('gin', t.sections),
    index('content_tags').using('gin', t.tags),
    index('content_authors').using('gin', t.authorSlugs),
    index('content_site_keys').using('gin', t.siteKeys),
    // youtube-api-videos looks a video up by its YouTube id.
    index('content_youtube_id').on(t.site, sql`(${t.doc}->'video'->>'youtubeId')`),
  ],
);

/**
 * One row per story and list it belongs to (its `site_keys`: 'semana:s:/nacion', 'semana:t:paz', 'semana:a:ana'),
 * so a list page is a range of one index read newest first with a LIMIT, and its count reads that range only.
 * Written by triggers on `content` (migration 0009), in the same statement as the story: see
 * docs/decisions/0010-content-keys.md.
 */
export const contentKeys = pgTable(
  'content_keys',
  {
    key: bytewiseText('key').notNull(),
    publishDate: timestamp('publish_date', { withTimezone: true }).notNull(),
    id: text('id').notNull(),
    // '' when the story has none; last in the key so a count by subtype reads the index alone.
    subtype: text('subtype').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.key, t.publishDate, t.id, t.subtype] })],
);

/** Editor-curated lists; ids are per site (every brand has its own `portada` and `ultimas`). */
export const collections = pgTable(
  'collections',
  {
    id: text('id').notNull(),
    site: text('site').notNull(),
    name: text('name').notNull(),
    contentIds: text('content_ids').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.site, t.id] })],
);

export const authors = pgTable(
  'authors',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    byline: text('byline').notNull(),
    bio: text('bio').notNull().default(''),
    imageUrl: text('image_url'),
  },
  (t) => [uniqueIndex('authors_slug').on(t.slug)],
);

/** Page views in hourly buckets: cheap to write in batches, enough for "most read in 24 h". */
export const pageViews = pgTable(
  'page_views',
  {
    contentId: text('content_id').notNull(),
    site: text('site').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.hour] }), index('page_views_site_hour').on(t.site, t.hour)],
);

/** Unpublished stories: their URL answers 410 Gone instead of 404. */
export const contentTombstones = pgTable(
  'content_tombstones',
  {
    id: text('id').primaryKey(),
    site: text('site').notNull(),
    canonicalUrl: text('canonical_url').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_tombstones_site_url').on(t.site, t.canonicalUrl)],
);

/** Old canonical URLs of stories whose URL changed: they answer 301 to the current one. */
export const contentRedirects = pgTable(
  'content_redirects',
  {
    site: text('site').notNull(),
    fromUrl: text('from_url').notNull(),
    contentId: text('content_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.site, t.fromUrl] })],
);

/** The footer's legal and service pages (issue 14, decision 0037): a title and paragraphs per site and address. */
export const staticPages = pgTable(
  'static_pages',
  {
    site: text('site').notNull(),
    path: text('path').notNull(),
    title: text('title').notNull(),
    paragraphs: jsonb('paragraphs').$type<string[]>().notNull(),
    /** Placeholder text (the demo seed): the page says so, we do not invent legal documents. */
    example: boolean('example').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.site, t.path] })],
);

export const schema = {
  content,
  contentKeys,
  collections,
  authors,
  pageViews,
  contentTombstones,
  contentRedirects,
  staticPages,
};
export const nowSql = sql`now()`;

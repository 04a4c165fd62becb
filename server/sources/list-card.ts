import { sql, type SQL } from 'drizzle-orm';
import { content } from '../db/schema';
import type { StoryDocument } from '../content/ans';
import { project } from './list-helpers';

/** What `isLocked` reads: always fetched, so the paywall rule sees the same fields as on the whole document. */
const LOCK_FIELDS = ['canonical_url', 'canonical_website', 'content_restrictions'];

/** The top-level fields a `sourceInclude` reaches into ('headlines.basic' needs `headlines`). */
export function topLevelFields(include: string): string[] {
  const fields = include
    .split(',')
    .map((f) => f.trim().split('.')[0])
    .filter(Boolean);
  return [...new Set([...fields, ...LOCK_FIELDS])];
}

/**
 * The part of the document a list answer can use, cut in SQL: without `sourceInclude` everything but the body,
 * otherwise only the top-level fields it names. The rows are a third to a tenth of the whole document, which is what
 * a list used to pay for in transfer and JSON parsing; `project` then shapes them exactly as before.
 */
export function cardSql(include: string | undefined): SQL<Partial<StoryDocument>> {
  if (!include) return sql<Partial<StoryDocument>>`(${content.doc} - 'content_elements')`;
  return sql<Partial<StoryDocument>>`coalesce((select jsonb_object_agg(f.key, f.value) from jsonb_each(${content.doc}) f
    where f.key in ${topLevelFields(include)}), '{}'::jsonb)`;
}

/** Shapes the rows `cardSql` selected, as `project` shapes whole documents. */
export function projectCards(cards: Partial<StoryDocument>[], include: string | undefined): Partial<StoryDocument>[] {
  return cards.map((card) => project(card as StoryDocument, include));
}

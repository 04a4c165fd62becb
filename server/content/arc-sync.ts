import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { content } from '../db/schema';
import { ingestDocument, type DocumentProblem } from './ingest';
import type { ArcClient } from '../sources/arc/client';
import { ARC_ORIGIN, checkDocument } from '../sources/arc/documents';
import { LISTED_TYPES, allOf, range } from '../sources/arc/queries';

/**
 * `content:sync` (issue 27, item 5): copies a site's published documents from Arc's Content API into the local store,
 * oldest change first, so that the site can then run without Arc. Resumable without a table of its own: a run starts
 * from the newest `last_updated_date` among the documents it already stored from Arc (they carry
 * `additional_properties.arc_origin`), and a document stored with that version or a newer one is not ingested again.
 */

export interface SyncOptions {
  db: Db;
  /** An uncached client (every page is read once). */
  client: ArcClient;
  site: string;
  website: string;
  imageOrigins: readonly string[];
  /** Only documents changed at or after this instant. */
  since?: Date;
  /** Documents per search page (Arc answers at most 100). */
  pageSize?: number;
  /** After each page: documents handled so far and how many the walk has in all. */
  onProgress?: (done: number, total: number) => void;
  /** How a document is stored (default `ingestDocument`; a test counts the calls). */
  ingest?: typeof ingestDocument;
}

export interface SyncReport {
  /** Where the walk started: the newest change already stored (or --since, whichever is later). */
  startedAt?: string;
  created: number;
  updated: number;
  /** Already stored at this version or a newer one (a resumed walk meets the last one it stored again). */
  unchanged: number;
  /** Documents refused, each problem with its document's id and JSON pointer. */
  refused: DocumentProblem[];
  /** Documents seen in all. */
  seen: number;
  /** False when Arc failed part-way: a new run resumes where this one stopped. */
  complete: boolean;
  error?: string;
}

/** Arc's search reads at most this far into one query (from + size); the walk then starts a query at its last date. */
export const SEARCH_WINDOW = 10_000;

interface SearchAnswer {
  content_elements?: unknown[];
  count?: number;
}

/** The newest change among the documents of `site` that came from Arc, or undefined when none did. */
export async function newestSynced(db: Db, site: string): Promise<Date | undefined> {
  const [row] = await db
    .select({
      newest: sql<string | null>`max((${content.doc}->>'last_updated_date')::timestamptz)`,
    })
    .from(content)
    .where(and(eq(content.site, site), sql`${content.doc}->'additional_properties'->${ARC_ORIGIN} is not null`));
  return row?.newest ? new Date(row.newest) : undefined;
}

/** The `last_updated_date` each of these documents is stored at (absent: not stored). */
async function storedVersions(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: content.id, updated: sql<string | null>`${content.doc}->>'last_updated_date'` })
    .from(content)
    .where(inArray(content.id, ids));
  return new Map(rows.map((r) => [r.id, r.updated ? Date.parse(r.updated) : -Infinity]));
}

const idOf = (raw: unknown) =>
  raw && typeof raw === 'object' && typeof (raw as { _id?: unknown })._id === 'string'
    ? (raw as { _id: string })._id
    : '(sin _id)';

export async function syncFromArc(opts: SyncOptions): Promise<SyncReport> {
  const { db, client, site, website } = opts;
  const size = Math.min(opts.pageSize ?? 100, 100);
  const resume = await newestSynced(db, site);
  const start = [opts.since, resume].filter((d): d is Date => Boolean(d)).sort((a, b) => b.getTime() - a.getTime())[0];
  const report: SyncReport = {
    startedAt: start?.toISOString(),
    created: 0,
    updated: 0,
    unchanged: 0,
    refused: [],
    seen: 0,
    complete: false,
  };
  // Inclusive: documents changed at the same instant as the last one stored are read again and skipped if stored.
  let anchor = start;
  let from = 0;
  let total = 0;
  try {
    for (;;) {
      const answer = await client.get<SearchAnswer>(
        site,
        '/content/v4/search/published',
        {
          website,
          q: allOf(LISTED_TYPES, anchor ? range('last_updated_date', anchor, undefined) : undefined),
          size,
          from,
          sort: 'last_updated_date:asc',
        },
        0,
      );
      const raws = answer?.content_elements ?? [];
      if (from === 0 && total === 0) total = answer?.count ?? raws.length;
      if (!raws.length) break;
      const stored = await storedVersions(db, raws.map(idOf));
      let last: string | undefined;
      for (const raw of raws) {
        report.seen += 1;
        const checked = checkDocument(raw, { site, website, imageOrigins: opts.imageOrigins });
        if ('problems' in checked) {
          report.refused.push(...checked.problems);
          continue;
        }
        const doc = checked.doc;
        last = doc.last_updated_date ?? last;
        if (doc.canonical_website !== site) {
          report.refused.push({ id: doc._id, pointer: '/canonical_website', rule: `not a document of ${website}` });
          continue;
        }
        const version = doc.last_updated_date ? Date.parse(doc.last_updated_date) : -Infinity;
        const have = stored.get(doc._id);
        if (have !== undefined && have >= version) {
          report.unchanged += 1;
          continue;
        }
        const result = await (opts.ingest ?? ingestDocument)(db, doc);
        if (!result.ok) report.refused.push(...result.problems);
        else if (result.created) report.created += 1;
        else report.updated += 1;
      }
      opts.onProgress?.(report.seen, Math.max(total, report.seen));
      from += raws.length;
      if (raws.length < size || (anchor === start && from >= total)) break;
      if (from + size > SEARCH_WINDOW && last) {
        // Past Arc's search window: a new query from the last change read (the documents at it come again, skipped).
        anchor = new Date(last);
        from = 0;
      }
    }
    report.complete = true;
  } catch (err) {
    report.error = (err as Error).message;
  }
  return report;
}

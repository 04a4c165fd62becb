import path from 'node:path';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import type { PageConfig } from '../../runtime/types';
import { withNodeIds } from '../../runtime/node-ids';
import { pageVersions, pages, type VersionKind } from './schema';
import { SHARED, effectiveRow, sitePages, type PageRow } from './page-rows';

export type WriteResult = { ok: true; row: PageRow } | { ok: false; reason: 'stale' | 'missing' };
const ofPage = (site: string, id: string) => and(eq(pages.site, site), eq(pages.id, id));

/** Why a conditional write matched no row: the page is gone, or someone else wrote first. */
async function failure(db: Db | Tx, site: string, id: string): Promise<WriteResult> {
  return { ok: false, reason: (await effectiveRow(db as Db, site, id)) ? 'stale' : 'missing' };
}

/**
 * Saves `doc` as the new head (a draft) when the head is still `expected`: the condition is in the UPDATE, so of two
 * saves naming the same version exactly one matches. A site saving a shared page it has no copy of gets its own copy
 * (numbered after the shared version, so an old shared ETag can never name the copy). Nodes without an id get one.
 * `kind`: a save, an autosave (the editor's debounced draft save) or a rollback; never a publish.
 */
export async function savePage(
  db: Db,
  page: {
    site: string;
    id: string;
    doc: PageConfig;
    expected: number;
    who: string;
    action?: string;
    kind?: Exclude<VersionKind, 'publish'>;
  },
): Promise<WriteResult> {
  const w = { ...page, doc: withNodeIds(page.doc) };
  return db.transaction(async (tx) => {
    const [own] = await tx
      .update(pages)
      .set({
        doc: w.doc,
        route: w.doc.route,
        version: sql`${pages.version} + 1`,
        updatedAt: sql`now()`,
        updatedBy: w.who,
      })
      .where(and(ofPage(w.site, w.id), isNull(pages.deletedAt), eq(pages.version, w.expected)))
      .returning();
    const row = own ?? (w.site === SHARED ? undefined : await copyShared(tx, w));
    if (!row) return failure(tx, w.site, w.id);
    await tx.insert(pageVersions).values({
      site: row.site,
      id: row.id,
      version: row.version,
      doc: w.doc,
      action: w.action ?? w.kind ?? 'save',
      kind: w.kind ?? 'save',
      savedBy: w.who,
    });
    return { ok: true, row };
  });
}

async function copyShared(tx: Tx, w: { site: string; id: string; doc: PageConfig; expected: number; who: string }) {
  const [shared] = await tx
    .select()
    .from(pages)
    .where(and(ofPage(SHARED, w.id), isNull(pages.deletedAt), eq(pages.version, w.expected)));
  if (!shared) return undefined;
  const [copy] = await tx
    .insert(pages)
    .values({
      site: w.site,
      id: w.id,
      file: `${w.site}/${path.posix.basename(shared.file)}`,
      route: w.doc.route,
      doc: w.doc,
      version: shared.version + 1,
      updatedBy: w.who,
    })
    .onConflictDoNothing()
    .returning();
  return copy;
}

/**
 * Makes the head `expected` live (exactly the version the editor saw), recorded as a version of its own (kind
 * `publish`, the same page JSON, who and when): the history says who published what, and the live one is that row.
 */
export async function publishPage(
  db: Db,
  w: { site: string; id: string; expected: number; who: string },
): Promise<WriteResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(pages)
      .set({
        published: sql`${pages.doc}`,
        version: sql`${pages.version} + 1`,
        publishedVersion: sql`${pages.version} + 1`,
        updatedAt: sql`now()`,
        updatedBy: w.who,
      })
      .where(and(ofPage(w.site, w.id), isNull(pages.deletedAt), eq(pages.version, w.expected)))
      .returning();
    if (!row) return failure(tx, w.site, w.id);
    await tx.insert(pageVersions).values({
      site: w.site,
      id: w.id,
      version: row.version,
      doc: row.doc,
      action: 'publish',
      kind: 'publish',
      savedBy: w.who,
      publishedAt: sql`now()`,
    });
    return { ok: true, row };
  });
}

/** Unpublishes and hides a page; its row and history stay (a new page with its id continues the numbering). */
export async function deletePage(db: Db, site: string, id: string): Promise<PageRow | undefined> {
  const [row] = await db
    .update(pages)
    .set({ published: null, publishedVersion: null, deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(ofPage(site, id), isNull(pages.deletedAt)))
    .returning();
  return row;
}

export type CreateResult = { ok: true; row: PageRow } | { ok: false; conflict: 'id' | 'route' };

/** A new draft page; 'id' or 'route' when the site already serves one with it (its own or a shared one). */
export async function createPage(db: Db, page: { site: string; doc: PageConfig; who: string }): Promise<CreateResult> {
  const w = { ...page, doc: withNodeIds(page.doc) };
  const visible = await sitePages(db, w.site);
  if (visible.some((r) => r.id === w.doc.id)) return { ok: false, conflict: 'id' };
  if (visible.some((r) => r.route === w.doc.route || r.published?.route === w.doc.route))
    return { ok: false, conflict: 'route' };
  return db.transaction(async (tx) => {
    const values = { route: w.doc.route, doc: w.doc, updatedBy: w.who, updatedAt: sql`now()` };
    const [revived] = await tx
      .update(pages)
      .set({ ...values, version: sql`${pages.version} + 1`, deletedAt: null })
      .where(and(ofPage(w.site, w.doc.id), isNotNull(pages.deletedAt)))
      .returning();
    const [row] = revived
      ? [revived]
      : await tx
          .insert(pages)
          .values({ ...values, site: w.site, id: w.doc.id, file: `${w.site}/${w.doc.id}.json`, version: 1 })
          .onConflictDoNothing()
          .returning();
    if (!row) return { ok: false as const, conflict: 'id' as const };
    await tx
      .insert(pageVersions)
      .values({ site: w.site, id: row.id, version: row.version, doc: w.doc, action: 'create', savedBy: w.who });
    return { ok: true as const, row };
  });
}

import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reviewRequests, type ReviewStatus } from './schema';
import { effectiveRow } from './page-rows';

export type ReviewRow = typeof reviewRequests.$inferSelect;

const pending = eq(reviewRequests.status, 'requested');

/** A request for `version` of a page; the page's pending one, if any, is withdrawn in the same transaction. */
export async function requestReview(
  db: Db,
  r: { site: string; pageId: string; version: number; requestedBy: string; note?: string },
): Promise<{ row: ReviewRow; replaced?: number }> {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .update(reviewRequests)
      .set({ status: 'withdrawn', decidedBy: r.requestedBy, decidedAt: sql`now()` })
      .where(and(eq(reviewRequests.site, r.site), eq(reviewRequests.pageId, r.pageId), pending))
      .returning({ id: reviewRequests.id });
    const [row] = await tx
      .insert(reviewRequests)
      .values({ ...r, note: r.note || null })
      .returning();
    return { row, replaced: old?.id };
  });
}

export async function reviewById(db: Db, id: number): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviewRequests).where(eq(reviewRequests.id, id));
  return row;
}

/**
 * Closes a pending request (published or returned); false when it was no longer pending, so of two publishers
 * deciding at once exactly one does.
 */
export async function decideReview(
  db: Db,
  id: number,
  d: { status: Exclude<ReviewStatus, 'requested'>; decidedBy: string; comment?: string },
): Promise<boolean> {
  const done = await db
    .update(reviewRequests)
    .set({ status: d.status, decidedBy: d.decidedBy, decidedAt: sql`now()`, comment: d.comment ?? null })
    .where(and(eq(reviewRequests.id, id), pending))
    .returning({ id: reviewRequests.id });
  return done.length > 0;
}

/** A page's requests, latest first (the editor's banner reads the first). */
export async function pageReviews(db: Db, site: string, pageId: string, limit = 20): Promise<ReviewRow[]> {
  return db
    .select()
    .from(reviewRequests)
    .where(and(eq(reviewRequests.site, site), eq(reviewRequests.pageId, pageId)))
    .orderBy(desc(reviewRequests.id))
    .limit(limit);
}

/**
 * A site's pending requests, oldest first, with the page's title and route (from its head, own or shared) and the
 * version readers get now (null: never published, or unpublished), which the queue's diff compares against. A
 * deleted page's request is left out.
 */
export async function pendingReviews(db: Db, site: string) {
  const rows = await db
    .select()
    .from(reviewRequests)
    .where(and(eq(reviewRequests.site, site), pending))
    .orderBy(reviewRequests.id);
  const listed = await Promise.all(
    rows.map(async (r) => {
      const page = await effectiveRow(db, site, r.pageId);
      return page && { request: r, page };
    }),
  );
  return listed.filter((x) => x !== undefined);
}

/** The site's pages with a pending request and since when (the page list's «En revisión» badge). */
export async function pagesInReview(db: Db, site: string) {
  return db
    .select({ id: reviewRequests.pageId, since: reviewRequests.requestedAt })
    .from(reviewRequests)
    .where(and(eq(reviewRequests.site, site), pending));
}

import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { editorAudit, pageSchedules, pageVersions, pages } from './schema';
import { unpublishIn } from './unpublish';

type Job = typeof pageSchedules.$inferSelect;

const ofPage = (site: string, id: string) => and(eq(pages.site, site), eq(pages.id, id), isNull(pages.deletedAt));

/**
 * Makes a named version live: its JSON becomes `published` and the version row records when. The head (the draft an
 * editor may have open) is untouched, so no open editor's ETag goes stale; `updatedAt` moves, which is the stamp other
 * processes' LivePages watch.
 */
export async function publishVersion(tx: Tx, site: string, id: string, version: number): Promise<string | undefined> {
  const [old] = await tx
    .select({ doc: pageVersions.doc })
    .from(pageVersions)
    .where(and(eq(pageVersions.site, site), eq(pageVersions.id, id), eq(pageVersions.version, version)));
  if (!old) return 'La versión ya no existe.';
  const [row] = await tx
    .update(pages)
    .set({ published: old.doc, publishedVersion: version, updatedAt: sql`now()` })
    .where(ofPage(site, id))
    .returning({ id: pages.id });
  if (!row) return 'La página ya no existe.';
  await tx
    .update(pageVersions)
    .set({ publishedAt: sql`now()` })
    .where(and(eq(pageVersions.site, site), eq(pageVersions.id, id), eq(pageVersions.version, version)));
  return undefined;
}

/**
 * Claims the oldest due schedule and carries it out, in one transaction: the row lock (SKIP LOCKED) keeps every other
 * process off it until `doneAt` is committed with the change itself, so each job runs exactly once, and a process
 * that dies half-way leaves it pending for the next. Answers the job done, or undefined when none is due.
 */
export async function runOneDue(db: Db, claimer: string): Promise<Job | undefined> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(pageSchedules)
      .where(and(isNull(pageSchedules.doneAt), isNull(pageSchedules.cancelledAt), lte(pageSchedules.dueAt, sql`now()`)))
      .orderBy(asc(pageSchedules.dueAt), asc(pageSchedules.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!job) return undefined;
    const who = `scheduler for ${job.createdBy}`;
    const error =
      job.action === 'publish'
        ? await publishVersion(tx, job.site, job.pageId, job.version ?? 0)
        : (await unpublishIn(tx, job.site, job.pageId, who))
          ? undefined
          : 'La página ya no estaba publicada.';
    const now = sql`now()`;
    await tx
      .update(pageSchedules)
      .set({ claimedBy: claimer, claimedAt: now, doneAt: now, error: error ?? null })
      .where(eq(pageSchedules.id, job.id));
    await tx.insert(editorAudit).values({
      who,
      action: job.action === 'publish' ? 'page-publish-scheduled' : 'page-unpublish-scheduled',
      site: job.site,
      target: job.pageId,
      version: job.version,
      detail: { schedule: job.id, claimedBy: claimer, ...(error ? { error } : {}) },
    });
    return { ...job, error: error ?? null };
  });
}

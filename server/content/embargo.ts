import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { content } from '../db/schema';
import type { DueWork } from '../editor/schedule-loop';

/** At most this many documents released by one statement; more ended at once go in the next call. */
const PER_RELEASE = 100;

/**
 * Releases the documents whose embargo has ended by `now` (decision 0089): one UPDATE clears `embargoed`, and the
 * `content_keys` trigger files their list keys in the same statement. The rows are claimed `FOR UPDATE SKIP LOCKED`
 * and the UPDATE checks the embargo again on the row it writes, so of several processes exactly one releases each
 * document, a second call finds nothing, and an import that renewed the embargo meanwhile is not undone.
 * `now` is the caller's clock, so tests move it with fake timers.
 */
export async function releaseEndedEmbargoes(db: Db, now: Date): Promise<{ id: string; site: string }[]> {
  const ended = and(eq(content.embargoed, true), lte(content.embargoUntil, now));
  const claimed = db
    .select({ id: content.id })
    .from(content)
    .where(ended)
    .orderBy(asc(content.embargoUntil))
    .limit(PER_RELEASE)
    .for('update', { skipLocked: true });
  return db
    .update(content)
    .set({ embargoed: false, embargoUntil: null })
    .where(and(ended, inArray(content.id, claimed)))
    .returning({ id: content.id, site: content.site });
}

/**
 * The schedule loop's work for embargoes: releases what has ended, then `afterRelease` makes every cache show it
 * (the site's source answers, and its cached pages by surrogate key: the document's page and the lists it joins).
 */
export function embargoReleases(opts: {
  db: Db;
  log: Logger;
  afterRelease: (site: string, ids: string[]) => Promise<void>;
}): DueWork {
  return async () => {
    const released = await releaseEndedEmbargoes(opts.db, new Date());
    if (!released.length) return false;
    const bySite = new Map<string, string[]>();
    for (const r of released) bySite.set(r.site, [...(bySite.get(r.site) ?? []), r.id]);
    for (const [site, ids] of bySite) {
      opts.log.info({ site, ids }, 'embargo ended: documents released');
      await opts.afterRelease(site, ids);
    }
    return released.length === PER_RELEASE;
  };
}

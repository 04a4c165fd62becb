import type { Db, Tx } from '../db/client';
import { collectionVersions } from './schema';

/**
 * A collection's current order recorded as its version when no history row has it yet: the demo seed and older
 * databases set the order without a history row, so before this the first reorder could not be undone (issue 25,
 * item 8). Idempotent (the version is the row's key): run on every read of the history and before every save.
 */
export async function recordCurrentOrder(
  db: Db | Tx,
  c: { site: string; id: string; version: number; contentIds: string[] },
): Promise<void> {
  await db
    .insert(collectionVersions)
    .values({ site: c.site, id: c.id, version: c.version, contentIds: c.contentIds, savedBy: 'seed' })
    .onConflictDoNothing();
}

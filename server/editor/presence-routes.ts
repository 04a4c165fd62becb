import { Router, type Request, type Response } from 'express';
import { and, asc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { PresenceAnswer } from '../../contracts/page-schedules';
import { accountUsers } from '../db/schema-accounts';
import { allowed, editorOf, fail } from './auth';
import { knownSite } from './pages-routes';
import { pagePresence } from './schema';

/** How often an open editor says it is still there, and when a silent one counts as gone. */
export interface PresenceSettings {
  everyMs: number;
  goneAfterMs: number;
}

export const DEFAULT_PRESENCE: PresenceSettings = { everyMs: 20_000, goneAfterMs: 50_000 };

const slug = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** «Who else is here» (issue 26, item 9): stored in the database, so every worker sees every editor. */
export function presenceRoutes(deps: { db: Db; settings?: PresenceSettings }): Router {
  const router = Router();
  const { everyMs, goneAfterMs } = deps.settings ?? DEFAULT_PRESENCE;
  const goneBefore = sql`now() - make_interval(secs => ${goneAfterMs / 1000})`;

  const target = (req: Request, res: Response) => {
    const { site, id } = req.params as { site: string; id: string };
    if (!knownSite(site) || !slug.test(id)) return void fail(res, 404, 'NOT_FOUND', 'Página no encontrada.');
    return allowed(res, site) ? { site, id } : undefined;
  };
  const ofPage = (t: { site: string; id: string }) => and(eq(pagePresence.site, t.site), eq(pagePresence.pageId, t.id));

  /** The name colleagues see: the account's first name, else the address before the @. */
  const nameOf = async (userId: string, email: string) => {
    const [user] = await deps.db
      .select({ profile: accountUsers.profile })
      .from(accountUsers)
      .where(eq(accountUsers.id, userId));
    return user?.profile.firstName?.trim() || email.split('@')[0];
  };

  router.put('/pages/:site/:id/presence', async (req, res) => {
    const t = target(req, res);
    if (!t) return;
    const { userId, email } = editorOf(res);
    const name = await nameOf(userId, email);
    // Gone entries of this page go first: someone back after a gap is here «since» now, not since their last visit.
    await deps.db.delete(pagePresence).where(and(ofPage(t), lt(pagePresence.seenAt, goneBefore)));
    await deps.db
      .insert(pagePresence)
      .values({ site: t.site, pageId: t.id, userId, name })
      .onConflictDoUpdate({
        target: [pagePresence.site, pagePresence.pageId, pagePresence.userId],
        set: { name, seenAt: sql`now()` },
      });
    const others = await deps.db
      .select({ name: pagePresence.name, since: pagePresence.since })
      .from(pagePresence)
      .where(and(ofPage(t), ne(pagePresence.userId, userId), gt(pagePresence.seenAt, goneBefore)))
      .orderBy(asc(pagePresence.since));
    const body: PresenceAnswer = {
      others: others.map((o) => ({ name: o.name, since: o.since.toISOString() })),
      renewInMs: everyMs,
    };
    res.json(body);
  });

  router.delete('/pages/:site/:id/presence', async (req, res) => {
    const t = target(req, res);
    if (!t) return;
    await deps.db.delete(pagePresence).where(and(ofPage(t), eq(pagePresence.userId, editorOf(res).userId)));
    res.status(204).end();
  });

  return router;
}

import { Router } from 'express';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { ampReaders, salesSubscriptions } from '../../db/schema-accounts';
import type { AccountsContext } from '../context';
import { parseBody } from '../errors';
import { requireReader } from '../http';
import { siteOf } from './site';

const ampReaderId = z.string().min(1).max(200);

/** AMP pages know a reader only by the AMP reader id; these calls link it to the account and answer access. */
export function ampRouter(ctx: AccountsContext): Router {
  const router = Router();

  router.get('/amp', async (req, res) => {
    const reader = await requireReader(ctx, req);
    const rows = await ctx.db.select().from(ampReaders).where(eq(ampReaders.userId, reader.userId));
    res.json({ ampReaderIds: rows.map((r) => r.ampReaderId) });
  });

  router.put('/amp/add', async (req, res) => {
    const reader = await requireReader(ctx, req);
    const body = parseBody(z.object({ ampReaderId }), req.body);
    await ctx.db
      .insert(ampReaders)
      .values({ ampReaderId: body.ampReaderId, userId: reader.userId, createdAt: ctx.now() })
      .onConflictDoUpdate({ target: ampReaders.ampReaderId, set: { userId: reader.userId } });
    res.json({ message: 'ok' });
  });

  router.put('/amp/logout', async (req, res) => {
    const reader = await requireReader(ctx, req);
    await ctx.db.delete(ampReaders).where(eq(ampReaders.userId, reader.userId));
    res.json({ message: 'ok' });
  });

  // The AMP runtime's authorization call: the paywall grants statuses 1, 3 and 4 (spec 2, 4).
  router.get('/amp/:id', async (req, res) => {
    const id = ampReaderId.safeParse(req.params.id);
    const [link] = id.success ? await ctx.db.select().from(ampReaders).where(eq(ampReaders.ampReaderId, id.data)) : [];
    const subs = link
      ? await ctx.db
          .select({ id: salesSubscriptions.id })
          .from(salesSubscriptions)
          .where(
            and(
              eq(salesSubscriptions.userId, link.userId),
              eq(salesSubscriptions.site, siteOf(res)),
              inArray(salesSubscriptions.status, [1, 3, 4]),
              gt(salesSubscriptions.currentPeriodEnd, ctx.now()),
            ),
          )
      : [];
    res
      .set('Cache-Control', 'private, no-store')
      .json({ loggedIn: Boolean(link), subscriber: subs.length > 0, granted: subs.length > 0 });
  });

  return router;
}

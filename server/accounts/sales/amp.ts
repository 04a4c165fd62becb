import { Router } from 'express';
import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ampReaders } from '../../db/schema-accounts';
import { salesSubscriptions } from '../../db/schema-sales';
import type { AccountsContext } from '../context';
import { ApiError, parseBody } from '../errors';
import { requireReader } from '../http';
import { siteOf } from './site';

const ampReaderId = z.string().min(1).max(200);

/** AMP reader ids one account may link: the help centre's "up to 4 devices" (spec 2, 9); migration 0014's CHECK. */
export const AMP_DEVICES = 4;

const linkedElsewhere = () =>
  new ApiError(
    409,
    '330211',
    'Este dispositivo está vinculado a otra cuenta. Esa cuenta debe cerrar sesión en AMP antes de vincularlo a la tuya.',
  );
const tooManyDevices = () =>
  new ApiError(
    409,
    '330212',
    `Tu cuenta ya está vinculada al máximo de ${AMP_DEVICES} dispositivos. Cierra sesión en AMP para vincular otro.`,
  );

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
    // A link is never moved to another account (that would take over the device); the account's free slot with the
    // lowest number is taken in the same statement, and the unique (user, slot) pair turns a parallel taker away.
    for (let attempt = 0; attempt < AMP_DEVICES; attempt++) {
      const free = sql`(SELECT min(s)::int FROM generate_series(1, ${AMP_DEVICES}::int) AS s WHERE s NOT IN
        (SELECT ${ampReaders.slot} FROM ${ampReaders} WHERE ${ampReaders.userId} = ${reader.userId}))`;
      const inserted = await ctx.db
        .insert(ampReaders)
        .values({
          ampReaderId: body.ampReaderId,
          userId: reader.userId,
          slot: sql`coalesce(${free}, 0)`,
          createdAt: ctx.now(),
        })
        .onConflictDoNothing()
        .returning({ id: ampReaders.ampReaderId })
        .catch((err: unknown) => {
          if (checkViolation(err)) return []; // no free slot: answered below
          throw err;
        });
      if (inserted.length) return void res.json({ message: 'ok' });
      const [link] = await ctx.db.select().from(ampReaders).where(eq(ampReaders.ampReaderId, body.ampReaderId));
      if (link?.userId === reader.userId) return void res.json({ message: 'ok' });
      if (link) throw linkedElsewhere();
      const [{ links }] = await ctx.db
        .select({ links: count() })
        .from(ampReaders)
        .where(eq(ampReaders.userId, reader.userId));
      if (links >= AMP_DEVICES) throw tooManyDevices();
    }
    throw tooManyDevices();
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

/** PostgreSQL's check_violation (23514): no slot left, so the slot written was 0. Drivers may wrap the error. */
function checkViolation(err: unknown): boolean {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23514') return true;
  }
  return false;
}

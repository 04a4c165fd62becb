import { Router, type Request } from 'express';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { salesOrders, salesPayments, salesSubscriptions } from '../../db/schema-sales';
import type { AccountsContext } from '../context';
import { errors, parseBody, type ApiError } from '../errors';
import { requireReader } from '../http';
import { audit } from '../identity/audit';
import { sendCancelMail } from './cancel-mail';
import { appendEvents } from './events';
import { siteOf } from './site';
import { cancelBody, historyQuery, subscriptionId } from './validation';
import { orderView, subscriptionView } from './views';

/** Statuses that still give access or are about to (spec 2, 4: 1, 3, 4 and 5 count as active). */
export const ACTIVE_STATUSES = [1, 3, 4, 5];

export function subscriptionsRouter(ctx: AccountsContext): Router {
  const router = Router();

  const mine = async (req: Request, site: string, statuses?: number[]) => {
    const reader = await requireReader(ctx, req);
    return ctx.db
      .select()
      .from(salesSubscriptions)
      .where(
        and(
          eq(salesSubscriptions.userId, reader.userId),
          eq(salesSubscriptions.site, site),
          statuses ? inArray(salesSubscriptions.status, statuses) : undefined,
        ),
      )
      .orderBy(salesSubscriptions.status, salesSubscriptions.id);
  };

  router.get('/subscription/allactive', async (req, res) => {
    res.json((await mine(req, siteOf(res), ACTIVE_STATUSES)).map((s) => subscriptionView(s)));
  });

  router.get('/subscription/all', async (req, res) => {
    res.json((await mine(req, siteOf(res))).map((s) => subscriptionView(s)));
  });

  /** Someone else's subscription and a missing one answer alike, so ids cannot be probed. */
  const own = async (req: Request, notAllowed: () => ApiError) => {
    const reader = await requireReader(ctx, req);
    const id = subscriptionId.safeParse(req.params.id);
    if (!id.success) throw notAllowed();
    const [sub] = await ctx.db.select().from(salesSubscriptions).where(eq(salesSubscriptions.id, id.data));
    if (!sub || sub.userId !== reader.userId) throw notAllowed();
    return sub;
  };

  router.get('/subscription/:id/details', async (req, res) => {
    res.json(subscriptionView(await own(req, () => errors.notFound('Suscripción')), true));
  });

  // Cancelling stops the renewal; the reader keeps access until the period ends (status 3).
  router.put('/subscription/:id/cancel', async (req, res) => {
    const sub = await own(req, errors.notAllowedToCancel);
    const body = parseBody(cancelBody, req.body);
    const [updated] = await ctx.db
      .update(salesSubscriptions)
      .set({
        status: 3,
        cancelReason: body.reason ?? null,
        events: appendEvents({
          eventType: 'CANCEL_SUBSCRIPTION',
          eventDateUTC: ctx.now().getTime(),
          details: body.reason,
        }),
      })
      .where(and(eq(salesSubscriptions.id, sub.id), inArray(salesSubscriptions.status, [1, 4])))
      .returning({ id: salesSubscriptions.id });
    if (!updated) throw errors.notCancellable();
    // The reader's confirmation mail, and the notification service hears of it (with the reason) like of a purchase.
    await sendCancelMail(ctx, sub);
    await audit(ctx, sub.userId, 'subscription-cancelled', { subscriptionID: sub.id, reason: body.reason ?? null });
    res.json({ subscriptionID: sub.id });
  });

  router.put('/subscription/:id/rescue', async (req, res) => {
    const sub = await own(req, errors.notAllowedToRescue);
    if (sub.status === 1) throw errors.alreadyRescued();
    const [updated] = await ctx.db
      .update(salesSubscriptions)
      .set({
        status: 1,
        cancelReason: null,
        events: appendEvents({ eventType: 'RESCUE_SUBSCRIPTION', eventDateUTC: ctx.now().getTime() }),
      })
      .where(and(eq(salesSubscriptions.id, sub.id), eq(salesSubscriptions.status, 3)))
      .returning({ id: salesSubscriptions.id });
    if (!updated) throw errors.notCancellable();
    res.json({ subscriptionID: sub.id });
  });

  router.get('/order/history', async (req, res) => {
    const reader = await requireReader(ctx, req);
    const query = parseBody(historyQuery, req.query);
    const where = and(
      eq(salesOrders.userId, reader.userId),
      query.status ? eq(salesOrders.status, query.status) : undefined,
    );
    const [{ total }] = await ctx.db.select({ total: count() }).from(salesOrders).where(where);
    const orders = await ctx.db
      .select()
      .from(salesOrders)
      .where(where)
      .orderBy(desc(salesOrders.createdAt), desc(salesOrders.orderNumber))
      .limit(query.pageSize)
      .offset(query.start);
    res.json({
      start: query.start,
      pageSize: query.pageSize,
      totalCount: total,
      orders: orders.map((o) => orderView(o)),
    });
  });

  router.get('/order/detail/:orderNumber', async (req, res) => {
    const reader = await requireReader(ctx, req);
    const [order] = await ctx.db
      .select()
      .from(salesOrders)
      .where(and(eq(salesOrders.orderNumber, String(req.params.orderNumber)), eq(salesOrders.userId, reader.userId)));
    if (!order) throw errors.notFound('Pedido');
    const payments = await ctx.db.select().from(salesPayments).where(eq(salesPayments.orderNumber, order.orderNumber));
    res.json(orderView(order, payments));
  });

  return router;
}

import { and, eq, inArray, lte, or } from 'drizzle-orm';
import { salesOrders, salesPayments, salesSubscriptions, type SubscriptionEvent } from '../../db/schema-sales';
import type { AccountsContext } from '../context';
import { appendEvents } from './events';

/**
 * A finalise call holds an order in `Processing` for the length of one provider call (seconds). One still there
 * after 30 minutes lost its process between the charge and the last transaction.
 */
export const PROCESSING_TIMEOUT_MS = 30 * 60_000;
/** A 3-D Secure page the reader never came back from; the bank's own session ended long before a day. */
export const PENDING_3DS_TIMEOUT_MS = 24 * 60 * 60_000;

type OrderRow = typeof salesOrders.$inferSelect;

/**
 * Part of the renewal job: orders stuck in `Processing` or `Pending3DS` past their timeout become `Cancelled`,
 * their unfinished payment attempts `failed` (failure code `TIMEOUT`) and a subscription waiting for the payment
 * (status 5) terminated (2), so the reader is not shown as a subscriber and can buy again. Answers the order
 * numbers cancelled. A late provider answer still wins: the finalise call records it over the cancellation.
 */
export async function cancelStaleOrders(ctx: AccountsContext): Promise<string[]> {
  const now = ctx.now().getTime();
  const processingBefore = new Date(now - PROCESSING_TIMEOUT_MS);
  const pending3dsBefore = new Date(now - PENDING_3DS_TIMEOUT_MS);
  const stale = await ctx.db
    .select()
    .from(salesOrders)
    .where(
      or(
        and(eq(salesOrders.status, 'Processing'), lte(salesOrders.updatedAt, processingBefore)),
        and(eq(salesOrders.status, 'Pending3DS'), lte(salesOrders.updatedAt, pending3dsBefore)),
      ),
    )
    .limit(500);
  const cancelled: string[] = [];
  for (const order of stale) {
    const before = order.status === 'Processing' ? processingBefore : pending3dsBefore;
    if (await cancelOne(ctx, order, before)) cancelled.push(order.orderNumber);
  }
  return cancelled;
}

/** One transaction per order; the conditional update skips an order a finalise call moved on meanwhile. */
async function cancelOne(ctx: AccountsContext, order: OrderRow, before: Date): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(salesOrders)
      .set({ status: 'Cancelled', updatedAt: ctx.now() })
      .where(
        and(
          eq(salesOrders.orderNumber, order.orderNumber),
          eq(salesOrders.status, order.status),
          lte(salesOrders.updatedAt, before),
        ),
      )
      .returning({ orderNumber: salesOrders.orderNumber });
    if (!updated) return false;
    await tx
      .update(salesPayments)
      .set({ status: 'failed', failureCode: 'TIMEOUT', updatedAt: ctx.now() })
      .where(
        and(
          eq(salesPayments.orderNumber, order.orderNumber),
          inArray(salesPayments.status, ['processing', 'requires_3ds']),
        ),
      );
    if (order.subscriptionId !== null) {
      const [sub] = await tx
        .select()
        .from(salesSubscriptions)
        .where(and(eq(salesSubscriptions.id, order.subscriptionId), eq(salesSubscriptions.status, 5)));
      const event: SubscriptionEvent = {
        eventType: 'TERMINATE_SUBSCRIPTION',
        eventDateUTC: ctx.now().getTime(),
        details: 'payment timed out',
      };
      if (sub)
        await tx
          .update(salesSubscriptions)
          .set({ status: 2, nextRenewalAt: null, events: appendEvents(event) })
          .where(eq(salesSubscriptions.id, sub.id));
    }
    return true;
  });
}

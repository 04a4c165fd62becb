import { and, eq, inArray, lte } from 'drizzle-orm';
import { salesOrders, salesPayments, salesSubscriptions, type SubscriptionEvent } from '../../db/schema-sales';
import type { AccountsContext } from '../context';
import { productFor } from '../../../contracts/catalogue';
import { appendEvents } from './events';
import { newOrderNumber } from './order-number';
import { cancelStaleOrders } from './stale-orders';
import { ProviderUnavailable, type ChargeResult, type PaymentProvider } from './payment-provider';

/** Days after the period end on which a failed renewal is tried again; after the last, the subscription ends. */
export const RETRY_DAYS = [1, 3, 7];
const DAY = 86_400_000;
/** How long a claimed renewal is leased to one runner before another may try it. */
const LEASE_MS = 60 * 60_000;

type SubscriptionRow = typeof salesSubscriptions.$inferSelect;

export interface RenewalReport {
  renewed: number[];
  failed: number[];
  terminated: number[];
  /** Orders stuck mid-payment that the job cancelled (stale-orders.ts). */
  cancelledOrders: string[];
}

/**
 * The renewal job. Safe to run from several processes at once: each subscription is claimed by a
 * conditional update (a lease) before it is charged, and the charge carries an idempotency key.
 */
export async function runRenewals(ctx: AccountsContext, provider: PaymentProvider): Promise<RenewalReport> {
  const report: RenewalReport = { renewed: [], failed: [], terminated: [], cancelledOrders: [] };
  const now = ctx.now();
  // Cancelled subscriptions stay readable until their period ends, then terminate.
  const ended = await ctx.db
    .update(salesSubscriptions)
    .set({
      status: 2,
      nextRenewalAt: null,
      events: appendEvents({ eventType: 'TERMINATE_SUBSCRIPTION', eventDateUTC: now.getTime(), details: 'cancelled' }),
    })
    .where(and(eq(salesSubscriptions.status, 3), lte(salesSubscriptions.currentPeriodEnd, now)))
    .returning({ id: salesSubscriptions.id });
  report.terminated.push(...ended.map((e) => e.id));
  report.cancelledOrders.push(...(await cancelStaleOrders(ctx)));

  const due = await ctx.db
    .select({ id: salesSubscriptions.id })
    .from(salesSubscriptions)
    .where(and(inArray(salesSubscriptions.status, [1, 4]), lte(salesSubscriptions.nextRenewalAt, now)))
    .limit(500);
  for (const { id } of due) {
    const outcome = await renewOne(ctx, provider, id);
    if (outcome) report[outcome].push(id);
  }
  return report;
}

/** Charges one due subscription (status 1 or 4, renewal date passed); also called right after a card change. */
export async function renewOne(ctx: AccountsContext, provider: PaymentProvider, id: number) {
  const now = ctx.now();
  const [sub] = await ctx.db
    .update(salesSubscriptions)
    .set({ nextRenewalAt: new Date(now.getTime() + LEASE_MS) })
    .where(
      and(
        eq(salesSubscriptions.id, id),
        inArray(salesSubscriptions.status, [1, 4]),
        lte(salesSubscriptions.nextRenewalAt, now),
      ),
    )
    .returning();
  if (!sub) return undefined;
  const amount = productFor(sub.site, sub.sku)?.amount;
  let result: ChargeResult | 'unavailable' = 'unavailable';
  if (sub.paymentToken && amount !== undefined) {
    try {
      result = await provider.charge({
        orderNumber: `renewal-${sub.id}`,
        amount,
        currency: 'COP',
        token: sub.paymentToken,
        idempotencyKey: `renewal:${sub.id}:${sub.currentPeriodEnd.getTime()}:${sub.renewalAttempts}`,
      });
    } catch (e) {
      if (!(e instanceof ProviderUnavailable)) ctx.log.error({ err: e, subscription: sub.id }, 'renewal charge failed');
    }
  }
  if (result !== 'unavailable' && result.outcome === 'paid' && amount !== undefined) {
    await recordRenewal(ctx, sub, provider, amount, result);
    return 'renewed' as const;
  }
  return recordFailure(ctx, sub);
}

async function recordRenewal(
  ctx: AccountsContext,
  sub: SubscriptionRow,
  provider: PaymentProvider,
  amount: number,
  result: Extract<ChargeResult, { outcome: 'paid' }>,
) {
  const months = productFor(sub.site, sub.sku)?.periodMonths ?? 12;
  const start = sub.currentPeriodEnd;
  const end = new Date(start);
  end.setMonth(end.getMonth() + months);
  const orderNumber = newOrderNumber();
  const event: SubscriptionEvent = {
    eventType: 'RENEW_SUBSCRIPTION',
    eventDateUTC: ctx.now().getTime(),
    details: orderNumber,
  };
  await ctx.db.transaction(async (tx) => {
    await tx.insert(salesOrders).values({
      orderNumber,
      site: sub.site,
      userId: sub.userId,
      status: 'Paid',
      items: [{ sku: sub.sku, quantity: 1, priceCode: sub.priceCode, name: sub.productName, price: amount }],
      total: amount,
      currency: 'COP',
      customer: { email: '', billingAddress: sub.billingAddress ?? undefined },
      subscriptionId: sub.id,
      createdAt: ctx.now(),
      updatedAt: ctx.now(),
    });
    await tx.insert(salesPayments).values({
      orderNumber,
      paymentMethodId: sub.paymentMethodId,
      provider: provider.name,
      status: 'paid',
      amount,
      currency: 'COP',
      providerReference: result.reference,
      lastFour: result.lastFour,
      createdAt: ctx.now(),
      updatedAt: ctx.now(),
    });
    await tx
      .update(salesSubscriptions)
      .set({
        status: 1,
        renewalAttempts: 0,
        currentPeriodStart: start,
        currentPeriodEnd: end,
        nextRenewalAt: end,
        events: appendEvents(event),
      })
      .where(eq(salesSubscriptions.id, sub.id));
  });
}

/** Status 4 (grace period) while retries remain, then 2 (terminated). */
async function recordFailure(ctx: AccountsContext, sub: SubscriptionRow) {
  const attempts = sub.renewalAttempts + 1;
  const retryDay = RETRY_DAYS[attempts - 1];
  const terminated = retryDay === undefined;
  const event: SubscriptionEvent = {
    eventType: terminated ? 'TERMINATE_SUBSCRIPTION' : 'RENEWAL_FAILED',
    eventDateUTC: ctx.now().getTime(),
    details: `intento ${attempts}`,
  };
  await ctx.db
    .update(salesSubscriptions)
    .set({
      status: terminated ? 2 : 4,
      renewalAttempts: attempts,
      nextRenewalAt: terminated ? null : new Date(sub.currentPeriodEnd.getTime() + retryDay * DAY),
      events: appendEvents(event),
    })
    .where(eq(salesSubscriptions.id, sub.id));
  return terminated ? ('terminated' as const) : ('failed' as const);
}

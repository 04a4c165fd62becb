import { and, desc, eq, lte } from 'drizzle-orm';
import { salesOrders, salesPayments } from '../../db/schema-sales';
import type { AccountsContext } from '../context';
import { ProviderUnavailable, type ChargeResult, type PaymentProvider } from './payment-provider';
import { settlePayment } from './settle-payment';

type OrderRow = typeof salesOrders.$inferSelect;

/**
 * Payments whose answer was lost: a finalise call charges the provider, then records the result; when the database
 * link drops in between, the order stays `Processing` with its attempt unrecorded (the reader got a 503). This job,
 * every few seconds in each process, asks the provider what happened to each such attempt, by the idempotency key it
 * was charged with, and records that: Paid when it was charged, the attempt failed and the order Pending (the reader
 * may pay again) when the provider never got it. The 30-minute sweep (stale-orders.ts) stays the last resort for an
 * order the provider cannot answer about. Answers the order numbers it settled.
 */
export async function reconcilePayments(ctx: AccountsContext, provider: PaymentProvider): Promise<string[]> {
  const before = new Date(ctx.now().getTime() - ctx.settings.reconcile.afterMs);
  const stuck = await ctx.db
    .select()
    .from(salesOrders)
    .where(and(eq(salesOrders.status, 'Processing'), lte(salesOrders.updatedAt, before)))
    .limit(100);
  const settled: string[] = [];
  for (const order of stuck) {
    if (await reconcileOne(ctx, provider, order, before)) settled.push(order.orderNumber);
  }
  return settled;
}

async function reconcileOne(ctx: AccountsContext, provider: PaymentProvider, order: OrderRow, before: Date) {
  // A lease (conditional update): of several processes running the job, one takes the order; a finalise call still
  // within its time is not touched. Its updated_at goes back when the provider cannot answer, so the 30-minute
  // sweep still sees how long the order has waited.
  const leasedAt = ctx.now();
  const [leased] = await ctx.db
    .update(salesOrders)
    .set({ updatedAt: leasedAt })
    .where(
      and(
        eq(salesOrders.orderNumber, order.orderNumber),
        eq(salesOrders.status, 'Processing'),
        lte(salesOrders.updatedAt, before),
      ),
    )
    .returning();
  if (!leased) return false;
  const [attempt] = await ctx.db
    .select()
    .from(salesPayments)
    .where(eq(salesPayments.orderNumber, order.orderNumber))
    .orderBy(desc(salesPayments.id))
    .limit(1);
  const charging = attempt?.status === 'processing';
  const confirming = attempt?.status === 'requires_3ds' && attempt.providerReference !== null;
  if (!charging && !confirming) {
    // Claimed, but the attempt was never written: nothing was charged (the key names the attempt).
    await reopen(ctx, order.orderNumber, 'Pending');
    return true;
  }
  let result: ChargeResult | undefined;
  try {
    // The finalise call's key (checkout-payment.ts), or the reference a 3-D Secure confirmation is recorded under.
    result = await provider.chargeOutcome(charging ? `${order.orderNumber}:${attempt.id}` : attempt.providerReference!);
  } catch (err) {
    if (!(err instanceof ProviderUnavailable)) ctx.log.error({ err }, 'payment reconciliation: provider failed');
    await ctx.db
      .update(salesOrders)
      .set({ updatedAt: order.updatedAt })
      .where(and(eq(salesOrders.orderNumber, order.orderNumber), eq(salesOrders.updatedAt, leasedAt)));
    return false;
  }
  if (confirming && result?.outcome !== 'paid') {
    // The bank's answer is still the provider's to spend: the reader's return confirms it as usual.
    await reopen(ctx, order.orderNumber, 'Pending3DS');
    return true;
  }
  // A charge that stopped at 3-D Secure moved no money, and its page never reached the reader: as if not charged.
  const outcome = result && result.outcome !== 'requires_3ds' ? result : 'unavailable';
  await settlePayment(ctx, provider, leased, { id: attempt.id, result: outcome });
  ctx.log.info(
    { orderNumber: order.orderNumber, outcome: outcome === 'unavailable' ? 'not charged' : outcome.outcome },
    'payment reconciled',
  );
  return true;
}

/** Gives the order back to the reader (conditional: only from Processing). */
async function reopen(ctx: AccountsContext, orderNumber: string, status: 'Pending' | 'Pending3DS') {
  await ctx.db
    .update(salesOrders)
    .set({ status, updatedAt: ctx.now() })
    .where(and(eq(salesOrders.orderNumber, orderNumber), eq(salesOrders.status, 'Processing')));
  ctx.log.info({ orderNumber, status }, 'payment reconciled: nothing was charged');
}

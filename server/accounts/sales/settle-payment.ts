import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { salesOrders, salesPayments, salesSubscriptions } from '../../db/schema-sales';
import type { AccountsContext } from '../context';
import { sendPurchaseMail } from './purchase-mail';
import { errors } from '../errors';
import { audit } from '../identity/audit';
import { productFor } from '../../../contracts/catalogue';
import { ProviderUnavailable, type ChargeResult, type PaymentProvider } from './payment-provider';
import { orderView } from './views';
import { appendEvents } from './events';

type OrderRow = typeof salesOrders.$inferSelect;
type PaymentRow = typeof salesPayments.$inferSelect;
export type Outcome = ChargeResult | 'unavailable';

/** Calls the provider; a failure to reach it is an outcome ('unavailable'), not an exception. */
export async function chargeSafely(ctx: AccountsContext, run: () => Promise<ChargeResult>): Promise<Outcome> {
  try {
    return await run();
  } catch (e) {
    if (!(e instanceof ProviderUnavailable)) ctx.log.error({ err: e }, 'payment provider failed');
    return 'unavailable';
  }
}

/** Records the provider's answer: payment, order and subscription change in one transaction. */
export async function settlePayment(
  ctx: AccountsContext,
  provider: PaymentProvider,
  order: OrderRow,
  payment: { id?: number; result: Outcome },
) {
  const settled = await ctx.db.transaction(async (tx) => {
    const outcome = payment.result === 'unavailable' ? 'failed' : payment.result.outcome;
    const values = {
      status:
        outcome === 'paid'
          ? ('paid' as const)
          : outcome === 'requires_3ds'
            ? ('requires_3ds' as const)
            : outcome === 'failed'
              ? ('failed' as const)
              : ('declined' as const),
      providerReference: payment.result === 'unavailable' ? null : payment.result.reference,
      lastFour: payment.result === 'unavailable' ? null : payment.result.lastFour,
      updatedAt: ctx.now(),
    };
    let paymentRow: PaymentRow;
    if (payment.id) {
      [paymentRow] = await tx.update(salesPayments).set(values).where(eq(salesPayments.id, payment.id)).returning();
    } else {
      [paymentRow] = await tx
        .insert(salesPayments)
        .values({
          orderNumber: order.orderNumber,
          paymentMethodId: provider.paymentMethodId,
          provider: provider.name,
          amount: order.total,
          currency: order.currency,
          createdAt: ctx.now(),
          ...values,
        })
        .returning();
    }
    const status = outcome === 'paid' ? 'Paid' : outcome === 'requires_3ds' ? 'Pending3DS' : 'Pending';
    let subscriptionId = order.subscriptionId;
    if (outcome === 'paid' || outcome === 'requires_3ds') {
      const paymentToken =
        payment.result !== 'unavailable' && payment.result.outcome === 'paid' ? payment.result.paymentToken : null;
      subscriptionId = await upsertSubscription(ctx, tx, provider, order, paymentRow, {
        status: outcome === 'paid' ? 1 : 5,
        paymentToken,
      });
    } else if (subscriptionId !== null) {
      // A 3-D Secure check that failed ends the subscription that was waiting for it.
      await tx.update(salesSubscriptions).set({ status: 2 }).where(eq(salesSubscriptions.id, subscriptionId));
    }
    const [updated] = await tx
      .update(salesOrders)
      .set({ status, subscriptionId, updatedAt: ctx.now() })
      .where(eq(salesOrders.orderNumber, order.orderNumber))
      .returning();
    return { order: updated, payment: paymentRow };
  });
  // After the commit, so the purchase is in the audit trail (and the notification service) only once it is real.
  if (settled.order.status === 'Paid') {
    await audit(ctx, order.userId, 'purchase', { orderNumber: order.orderNumber });
    await sendPurchaseMail(ctx, settled.order);
  }
  return settled;
}

async function upsertSubscription(
  ctx: AccountsContext,
  tx: Tx,
  provider: PaymentProvider,
  order: OrderRow,
  payment: PaymentRow,
  next: { status: 1 | 5; paymentToken: string | null },
) {
  const { status, paymentToken } = next;
  const item = order.items[0];
  const product = productFor(order.site, item.sku);
  const start = ctx.now();
  const end = new Date(start);
  end.setMonth(end.getMonth() + (product?.periodMonths ?? 12));
  const event = { eventType: status === 1 ? 'START_SUBSCRIPTION' : 'PAYMENT_PENDING', eventDateUTC: start.getTime() };
  if (order.subscriptionId !== null) {
    await tx
      .update(salesSubscriptions)
      .set({
        status,
        lastFour: payment.lastFour,
        currentPeriodStart: start,
        currentPeriodEnd: end,
        events: appendEvents(event),
      })
      .where(eq(salesSubscriptions.id, order.subscriptionId));
    return order.subscriptionId;
  }
  const [row] = await tx
    .insert(salesSubscriptions)
    .values({
      site: order.site,
      userId: order.userId,
      sku: item.sku,
      priceCode: item.priceCode,
      productName: item.name,
      status,
      orderNumber: order.orderNumber,
      paymentPartner: provider.name,
      paymentMethodId: payment.paymentMethodId,
      lastFour: payment.lastFour,
      paymentToken,
      nextRenewalAt: end,
      billingAddress: order.customer.billingAddress,
      currentPeriodStart: start,
      currentPeriodEnd: end,
      events: [event],
      createdAt: start,
    })
    .returning({ id: salesSubscriptions.id });
  return row.id;
}

/** The finalise calls' answer: the order, with the 3-D Secure page to visit when the bank asks for one. */
export function paymentAnswer(settled: { order: OrderRow; payment: PaymentRow }, result: Outcome) {
  if (result === 'unavailable') throw errors.providerFailure();
  if (result.outcome === 'declined') throw errors.paymentRejected();
  const view = orderView(settled.order, [settled.payment]);
  return result.outcome === 'requires_3ds' ? { ...view, threeDSecure: { redirectUrl: result.redirectUrl } } : view;
}

import { and, eq } from 'drizzle-orm';
import { salesOrders } from '../../db/schema-sales';
import type { Db } from '../../db/client';
import type { AccountsContext } from '../context';
import { ApiError, errors } from '../errors';

type OrderRow = typeof salesOrders.$inferSelect;

/** The reader's own order; someone else's and a missing one answer alike (404). */
export async function ownOrder(ctx: AccountsContext, userId: string, orderNumber: string): Promise<OrderRow> {
  const [order] = await ctx.db
    .select()
    .from(salesOrders)
    .where(and(eq(salesOrders.orderNumber, orderNumber), eq(salesOrders.userId, userId)));
  if (!order) throw errors.notFound('Pedido');
  return order;
}

/**
 * Claims the order for one payment attempt. The row lock makes concurrent calls queue on the order; the
 * first moves it to Processing, so every other call finds it taken and gets 409, and the provider is
 * charged once however many calls arrive together.
 */
export async function claimOrder(
  ctx: AccountsContext,
  claim: {
    orderNumber: string;
    userId: string;
    from: OrderRow['status'];
    method: string;
    /** A last check under the order's lock (throws to refuse): e.g. the reader bought a plan meanwhile. */
    guard?: (tx: Pick<Db, 'select'>, order: OrderRow) => Promise<void>;
  },
): Promise<OrderRow> {
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(salesOrders)
      .where(and(eq(salesOrders.orderNumber, claim.orderNumber), eq(salesOrders.userId, claim.userId)))
      .for('update');
    if (!order) throw errors.notFound('Pedido');
    if (order.status === 'Paid') throw new ApiError(409, 'ORDER_ALREADY_PAID', 'El pedido ya fue pagado.');
    // Cancelled by the stale-order sweep (stale-orders.ts): the reader starts a new order.
    if (order.status === 'Cancelled')
      throw new ApiError(409, 'ORDER_CANCELLED', 'El pedido fue cancelado; inicia uno nuevo.');
    if (order.status !== claim.from) throw errors.paymentInFlight(claim.method);
    await claim.guard?.(tx, order);
    await tx
      .update(salesOrders)
      .set({ status: 'Processing', updatedAt: ctx.now() })
      .where(eq(salesOrders.orderNumber, claim.orderNumber));
    return order;
  });
}

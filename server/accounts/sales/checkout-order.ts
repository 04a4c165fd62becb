import { Router } from 'express';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { salesCarts, salesOrders } from '../../db/schema-sales';
import { verifyCaptcha } from '../captcha';
import type { AccountsContext } from '../context';
import { ApiError, parseBody } from '../errors';
import { requireReader, sourceOf } from '../http';
import { loadCart } from './cart';
import { refuseSecondPlan } from './one-plan';
import { newOrderNumber } from './order-number';
import type { PaymentProvider } from './payment-provider';
import { createOrderBody } from './validation';
import { siteOf } from './site';
import { orderView } from './views';

const OPEN = inArray(salesOrders.status, ['Pending', 'Processing', 'Pending3DS']);
/** The predicate of sales_orders_one_open, as literals: ON CONFLICT must match the partial index with constants. */
const OPEN_INDEX = sql.raw(`status in ('Pending', 'Processing', 'Pending3DS')`);

/** Turning the reader's cart into an order, and what the checkout page lists before paying. */
export function checkoutOrderRouter(ctx: AccountsContext, provider: PaymentProvider): Router {
  const router = Router();

  /**
   * One open order (Pending, Processing, Pending3DS) per reader and site, by the unique partial index
   * sales_orders_one_open: the first call creates it (201), every call while it is open answers it (200), with
   * the cart's plan when it is still Pending. A double click or parallel calls therefore make one order.
   */
  router.post('/checkout/order', async (req, res) => {
    const reader = await requireReader(ctx, req);
    const body = parseBody(createOrderBody, req.body);
    await verifyCaptcha(ctx, body['recaptcha-token'], 'checkout', sourceOf(req), siteOf(res));
    const cartId = `user:${reader.userId}`;
    const cart = await loadCart(ctx, cartId);
    const items = cart?.items ?? [];
    const site = cart?.site ?? siteOf(res);
    const { 'recaptcha-token': _captcha, ...customer } = body;
    const details = {
      items,
      total: items.reduce((sum, i) => sum + i.price * i.quantity, 0),
      customer: {
        email: customer.email ?? '',
        ...customer,
        billingAddress: customer.billingAddress ?? cart?.billingAddress ?? undefined,
      },
      updatedAt: ctx.now(),
    };
    const open = and(eq(salesOrders.site, site), eq(salesOrders.userId, reader.userId), OPEN);
    const answer = await ctx.db.transaction(async (tx) => {
      if (items.length > 0) {
        const [created] = await tx
          .insert(salesOrders)
          .values({
            orderNumber: newOrderNumber(),
            site,
            userId: reader.userId,
            status: 'Pending',
            currency: 'COP',
            createdAt: ctx.now(),
            ...details,
          })
          .onConflictDoNothing({ target: [salesOrders.site, salesOrders.userId], where: OPEN_INDEX })
          .returning();
        if (created) {
          // After the insert, which waited for an order being paid: a plan bought meanwhile is seen here.
          await refuseSecondPlan(tx, site, reader.userId);
          await tx.update(salesCarts).set({ items: [], updatedAt: ctx.now() }).where(eq(salesCarts.id, cartId));
          return { order: created, status: 201 };
        }
      }
      const [current] = await tx.select().from(salesOrders).where(open).for('update');
      if (!current) throw new ApiError(400, 'CART_EMPTY', 'El carrito está vacío.');
      if (current.status !== 'Pending' || items.length === 0) return { order: current, status: 200 };
      // The reader chose again before paying: the open order takes the cart's plan, under the same number.
      const [updated] = await tx
        .update(salesOrders)
        .set(details)
        .where(eq(salesOrders.orderNumber, current.orderNumber))
        .returning();
      await tx.update(salesCarts).set({ items: [], updatedAt: ctx.now() }).where(eq(salesCarts.id, cartId));
      return { order: updated, status: 200 };
    });
    res.status(answer.status).json(orderView(answer.order));
  });

  router.get('/checkout/payment/options', (_req, res) => {
    res.json([
      {
        paymentMethodID: provider.paymentMethodId,
        paymentMethodType: provider.name,
        label: 'Tarjeta de crédito o débito',
        cards: ['Visa', 'Mastercard', 'American Express', 'Diners'],
      },
    ]);
  });

  router.get('/checkout/addresses', async (req, res) => {
    await requireReader(ctx, req);
    res.json([]);
  });

  return router;
}

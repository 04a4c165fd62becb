import { Router } from 'express';
import { eq } from 'drizzle-orm';
import { salesCarts, salesOrders } from '../../db/schema-accounts';
import { verifyCaptcha } from '../captcha';
import type { AccountsContext } from '../context';
import { ApiError, parseBody } from '../errors';
import { requireReader, sourceOf } from '../http';
import { loadCart } from './cart';
import { newOrderNumber } from './order-number';
import type { PaymentProvider } from './payment-provider';
import { createOrderBody } from './validation';
import { orderView } from './views';

/** Turning the reader's cart into an order, and what the checkout page lists before paying. */
export function checkoutOrderRouter(ctx: AccountsContext, provider: PaymentProvider): Router {
  const router = Router();

  router.post('/checkout/order', async (req, res) => {
    const reader = await requireReader(ctx, req);
    const body = parseBody(createOrderBody, req.body);
    await verifyCaptcha(ctx, body['recaptcha-token'], 'checkout', sourceOf(req));
    const cartId = `user:${reader.userId}`;
    const cart = await loadCart(ctx, cartId);
    if (!cart || cart.items.length === 0) throw new ApiError(400, 'CART_EMPTY', 'El carrito está vacío.');
    const { 'recaptcha-token': _captcha, ...customer } = body;
    const order = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(salesOrders)
        .values({
          orderNumber: newOrderNumber(),
          site: cart.site,
          userId: reader.userId,
          status: 'Pending',
          items: cart.items,
          total: cart.items.reduce((sum, i) => sum + i.price * i.quantity, 0),
          currency: 'COP',
          customer: {
            email: customer.email ?? '',
            ...customer,
            billingAddress: customer.billingAddress ?? cart.billingAddress ?? undefined,
          },
          createdAt: ctx.now(),
          updatedAt: ctx.now(),
        })
        .returning();
      await tx.update(salesCarts).set({ items: [], updatedAt: ctx.now() }).where(eq(salesCarts.id, cartId));
      return row;
    });
    res.status(201).json(orderView(order));
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

import { randomBytes } from 'node:crypto';
import { Router, type Request } from 'express';
import { and, eq } from 'drizzle-orm';
import { salesCarts, salesOrders, salesPayments, salesSubscriptions } from '../../db/schema-accounts';
import type { AccountsContext } from '../context';
import { ApiError, errors, parseBody } from '../errors';
import { requireReader } from '../http';
import { loadCart } from './cart';
import { productFor } from './catalogue';
import { ProviderUnavailable, type ChargeResult, type PaymentProvider } from './payment-provider';
import { createOrderBody, finalize3dsBody, finalizeBody, paymentPath } from './validation';
import { orderView } from './views';

type OrderRow = typeof salesOrders.$inferSelect;
type PaymentRow = typeof salesPayments.$inferSelect;

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const newOrderNumber = () => [...randomBytes(12)].map((b) => ALPHABET[b % ALPHABET.length]).join('');

export function checkoutRouter(ctx: AccountsContext, provider: PaymentProvider): Router {
  const router = Router();

  const ownOrder = async (req: Request, orderNumber: string) => {
    const reader = await requireReader(ctx, req);
    const [order] = await ctx.db
      .select()
      .from(salesOrders)
      .where(and(eq(salesOrders.orderNumber, orderNumber), eq(salesOrders.userId, reader.userId)));
    if (!order) throw errors.notFound('Pedido');
    return order;
  };

  const paymentMethod = (id: number) => {
    if (id !== provider.paymentMethodId)
      throw new ApiError(400, 'PAYMENT_METHOD_NOT_FOUND', 'Medio de pago no válido.');
  };

  router.post('/checkout/order', async (req, res) => {
    const reader = await requireReader(ctx, req);
    const body = parseBody(createOrderBody, req.body);
    if (ctx.settings.recaptcha.checkout && !body['recaptcha-token']) throw errors.captcha();
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

  router.get('/checkout/order/:orderNumber/payment/:paymentMethodId', async (req, res) => {
    const path = parseBody(paymentPath, req.params);
    paymentMethod(path.paymentMethodId);
    const order = await ownOrder(req, path.orderNumber);
    if (order.status !== 'Pending') throw errors.paymentInFlight('initializePayment');
    const parameters = await provider.initialize({
      orderNumber: order.orderNumber,
      amount: order.total,
      currency: order.currency,
    });
    res.json({ orderNumber: order.orderNumber, paymentMethodID: provider.paymentMethodId, ...parameters });
  });

  /**
   * Claims the order for one payment attempt. The row lock makes concurrent calls queue on the order; the
   * first moves it to Processing, so every other call finds it taken and gets 409, and the provider is
   * charged once however many calls arrive together.
   */
  const claim = async (orderNumber: string, userId: string, from: OrderRow['status'], method: string) =>
    ctx.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(salesOrders)
        .where(and(eq(salesOrders.orderNumber, orderNumber), eq(salesOrders.userId, userId)))
        .for('update');
      if (!order) throw errors.notFound('Pedido');
      if (order.status === 'Paid') throw new ApiError(409, 'ORDER_ALREADY_PAID', 'El pedido ya fue pagado.');
      if (order.status !== from) throw errors.paymentInFlight(method);
      await tx
        .update(salesOrders)
        .set({ status: 'Processing', updatedAt: ctx.now() })
        .where(eq(salesOrders.orderNumber, orderNumber));
      return order;
    });

  /** Records the provider's answer: payment, order and subscription change in one transaction. */
  const settle = async (order: OrderRow, payment: { id?: number; result: ChargeResult | 'unavailable' }) =>
    ctx.db.transaction(async (tx) => {
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
        subscriptionId = await upsertSubscription(tx, order, paymentRow, outcome === 'paid' ? 1 : 5, paymentToken);
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

  type Tx = Parameters<Parameters<typeof ctx.db.transaction>[0]>[0];
  const upsertSubscription = async (
    tx: Tx,
    order: OrderRow,
    payment: PaymentRow,
    status: 1 | 5,
    paymentToken: string | null,
  ) => {
    const item = order.items[0];
    const product = productFor(order.site, item.sku);
    const start = ctx.now();
    const end = new Date(start);
    end.setMonth(end.getMonth() + (product?.periodMonths ?? 12));
    const event = { eventType: status === 1 ? 'START_SUBSCRIPTION' : 'PAYMENT_PENDING', eventDateUTC: start.getTime() };
    if (order.subscriptionId !== null) {
      const [current] = await tx
        .select()
        .from(salesSubscriptions)
        .where(eq(salesSubscriptions.id, order.subscriptionId));
      await tx
        .update(salesSubscriptions)
        .set({
          status,
          lastFour: payment.lastFour,
          currentPeriodStart: start,
          currentPeriodEnd: end,
          events: [...current.events, event],
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
  };

  const answer = (settled: { order: OrderRow; payment: PaymentRow }, result: ChargeResult | 'unavailable') => {
    if (result === 'unavailable') throw errors.providerFailure();
    if (result.outcome === 'declined') throw errors.paymentRejected();
    const view = orderView(settled.order, [settled.payment]);
    return result.outcome === 'requires_3ds' ? { ...view, threeDSecure: { redirectUrl: result.redirectUrl } } : view;
  };

  const chargeSafely = async (run: () => Promise<ChargeResult>): Promise<ChargeResult | 'unavailable'> => {
    try {
      return await run();
    } catch (e) {
      if (!(e instanceof ProviderUnavailable)) ctx.log.error({ err: e }, 'payment provider failed');
      return 'unavailable';
    }
  };

  router.put('/checkout/order/:orderNumber/payment/:paymentMethodId', async (req, res) => {
    const path = parseBody(paymentPath, req.params);
    paymentMethod(path.paymentMethodId);
    const reader = await requireReader(ctx, req);
    const body = parseBody(finalizeBody, req.body);
    if (ctx.settings.recaptcha.checkout && !body['recaptcha-token']) throw errors.captcha();
    const order = await claim(path.orderNumber, reader.userId, 'Pending', 'finalizePayment');
    const [attempt] = await ctx.db
      .insert(salesPayments)
      .values({
        orderNumber: order.orderNumber,
        paymentMethodId: provider.paymentMethodId,
        provider: provider.name,
        status: 'processing',
        amount: order.total,
        currency: order.currency,
        createdAt: ctx.now(),
        updatedAt: ctx.now(),
      })
      .returning();
    const result = await chargeSafely(() =>
      provider.charge({
        orderNumber: order.orderNumber,
        amount: order.total,
        currency: order.currency,
        token: body.token,
        idempotencyKey: `${order.orderNumber}:${attempt.id}`,
      }),
    );
    res.json(answer(await settle(order, { id: attempt.id, result }), result));
  });

  router.put('/checkout/3ds/order/:orderNumber/payment/:paymentMethodId', async (req, res) => {
    const path = parseBody(paymentPath, req.params);
    paymentMethod(path.paymentMethodId);
    const reader = await requireReader(ctx, req);
    const body = parseBody(finalize3dsBody, req.body);
    const order = await claim(path.orderNumber, reader.userId, 'Pending3DS', 'finalize3DS');
    const [pending] = await ctx.db
      .select()
      .from(salesPayments)
      .where(and(eq(salesPayments.orderNumber, order.orderNumber), eq(salesPayments.status, 'requires_3ds')));
    const result = await chargeSafely(() =>
      provider.confirm3ds({
        reference: pending?.providerReference ?? '',
        token: body.token,
        succeeded: body.SPREEDLY_SUCCEEDED === true,
      }),
    );
    if (result === 'unavailable') {
      // Nothing is known about the 3-D Secure check yet: leave the order waiting for it.
      await ctx.db
        .update(salesOrders)
        .set({ status: 'Pending3DS' })
        .where(eq(salesOrders.orderNumber, order.orderNumber));
      throw errors.providerFailure();
    }
    res.json(answer(await settle(order, { id: pending?.id, result }), result));
  });

  return router;
}

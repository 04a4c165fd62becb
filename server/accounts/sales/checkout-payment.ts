import { Router } from 'express';
import { and, eq } from 'drizzle-orm';
import { salesOrders, salesPayments } from '../../db/schema-sales';
import { verifyCaptcha } from '../captcha';
import type { AccountsContext } from '../context';
import { ApiError, errors, parseBody } from '../errors';
import { requireReader, sourceOf } from '../http';
import { siteOf } from './site';
import { claimOrder, ownOrder } from './claim-order';
import type { PaymentProvider } from './payment-provider';
import { chargeSafely, paymentAnswer, settlePayment } from './settle-payment';
import { refuseSecondPlan } from './one-plan';
import { finalize3dsBody, finalizeBody, paymentPath } from './validation';
import { orderView } from './views';
import { reportPurchase } from '../conversions';

/** Paying an order: initialise (what the card form needs), finalise (the charge) and the 3-D Secure return. */
export function checkoutPaymentRouter(ctx: AccountsContext, provider: PaymentProvider): Router {
  const router = Router();

  const paymentMethod = (id: number) => {
    if (id !== provider.paymentMethodId)
      throw new ApiError(400, 'PAYMENT_METHOD_NOT_FOUND', 'Medio de pago no válido.');
  };

  router.get('/checkout/order/:orderNumber/payment/:paymentMethodId', async (req, res) => {
    const path = parseBody(paymentPath, req.params);
    paymentMethod(path.paymentMethodId);
    const reader = await requireReader(ctx, req);
    const order = await ownOrder(ctx, reader.userId, path.orderNumber);
    if (order.status !== 'Pending') throw errors.paymentInFlight('initializePayment');
    const parameters = await provider.initialize({
      orderNumber: order.orderNumber,
      amount: order.total,
      currency: order.currency,
    });
    res.json({ orderNumber: order.orderNumber, paymentMethodID: provider.paymentMethodId, ...parameters });
  });

  router.put('/checkout/order/:orderNumber/payment/:paymentMethodId', async (req, res) => {
    const path = parseBody(paymentPath, req.params);
    paymentMethod(path.paymentMethodId);
    const reader = await requireReader(ctx, req);
    const body = parseBody(finalizeBody, req.body);
    await verifyCaptcha(ctx, body['recaptcha-token'], 'checkout', sourceOf(req), siteOf(res));
    const order = await claimOrder(ctx, {
      orderNumber: path.orderNumber,
      userId: reader.userId,
      from: 'Pending',
      method: 'finalizePayment',
      // Before any charge: a reader who holds a plan of the site (status 1, 4, 5) does not pay for a second one.
      guard: (tx, mine) => refuseSecondPlan(tx, mine.site, reader.userId, mine.subscriptionId),
    });
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
    const result = await chargeSafely(ctx, () =>
      provider.charge({
        orderNumber: order.orderNumber,
        amount: order.total,
        currency: order.currency,
        token: body.token,
        idempotencyKey: `${order.orderNumber}:${attempt.id}`,
        returnPath: body.returnPath,
      }),
    );
    const settled = await settlePayment(ctx, provider, order, { id: attempt.id, result });
    void reportPurchase(ctx, settled.order, req).catch(() => false);
    res.json(paymentAnswer(settled, result));
  });

  router.put('/checkout/3ds/order/:orderNumber/payment/:paymentMethodId', async (req, res) => {
    const path = parseBody(paymentPath, req.params);
    paymentMethod(path.paymentMethodId);
    const reader = await requireReader(ctx, req);
    parseBody(finalize3dsBody, req.body);
    const order = await claimOrder(ctx, {
      orderNumber: path.orderNumber,
      userId: reader.userId,
      from: 'Pending3DS',
      method: 'finalize3DS',
    });
    const [pending] = await ctx.db
      .select()
      .from(salesPayments)
      .where(and(eq(salesPayments.orderNumber, order.orderNumber), eq(salesPayments.status, 'requires_3ds')));
    // The body's token and SPREEDLY_SUCCEEDED are ignored: the provider's own record of the challenge decides.
    const result = await chargeSafely(ctx, () => provider.confirm3ds({ reference: pending?.providerReference ?? '' }));
    if (result === 'unavailable' || result.outcome === 'requires_3ds') {
      // Nothing is known yet, or the reader has not answered the bank's page: the order keeps waiting for it.
      const [waiting] = await ctx.db
        .update(salesOrders)
        .set({ status: 'Pending3DS', updatedAt: order.updatedAt })
        .where(eq(salesOrders.orderNumber, order.orderNumber))
        .returning();
      if (result === 'unavailable') throw errors.providerFailure();
      return void res.json({
        ...orderView(waiting, pending ? [pending] : []),
        threeDSecure: { redirectUrl: result.redirectUrl },
      });
    }
    const settled = await settlePayment(ctx, provider, order, { id: pending?.id, result });
    void reportPurchase(ctx, settled.order, req).catch(() => false);
    res.json(paymentAnswer(settled, result));
  });

  return router;
}

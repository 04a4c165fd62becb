import { Router } from 'express';
import { and, eq } from 'drizzle-orm';
import { salesOrders, salesPayments } from '../../db/schema-accounts';
import { verifyCaptcha } from '../captcha';
import type { AccountsContext } from '../context';
import { ApiError, errors, parseBody } from '../errors';
import { requireReader, sourceOf } from '../http';
import { claimOrder, ownOrder } from './claim-order';
import type { PaymentProvider } from './payment-provider';
import { chargeSafely, paymentAnswer, settlePayment } from './settle-payment';
import { finalize3dsBody, finalizeBody, paymentPath } from './validation';

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
    await verifyCaptcha(ctx, body['recaptcha-token'], 'checkout', sourceOf(req));
    const order = await claimOrder(ctx, {
      orderNumber: path.orderNumber,
      userId: reader.userId,
      from: 'Pending',
      method: 'finalizePayment',
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
      }),
    );
    res.json(paymentAnswer(await settlePayment(ctx, provider, order, { id: attempt.id, result }), result));
  });

  router.put('/checkout/3ds/order/:orderNumber/payment/:paymentMethodId', async (req, res) => {
    const path = parseBody(paymentPath, req.params);
    paymentMethod(path.paymentMethodId);
    const reader = await requireReader(ctx, req);
    const body = parseBody(finalize3dsBody, req.body);
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
    const result = await chargeSafely(ctx, () =>
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
    res.json(paymentAnswer(await settlePayment(ctx, provider, order, { id: pending?.id, result }), result));
  });

  return router;
}

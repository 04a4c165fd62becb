import { Router } from 'express';
import type { AccountsContext } from '../context';
import { checkoutOrderRouter } from './checkout-order';
import { checkoutPaymentRouter } from './checkout-payment';
import type { PaymentProvider } from './payment-provider';

/**
 * Checkout: the order from the cart (checkout-order.ts), then its payment (checkout-payment.ts), which claims
 * the order (claim-order.ts) before the provider is called and records the answer (settle-payment.ts).
 */
export function checkoutRouter(ctx: AccountsContext, provider: PaymentProvider): Router {
  const router = Router();
  router.use(checkoutOrderRouter(ctx, provider));
  router.use(checkoutPaymentRouter(ctx, provider));
  return router;
}

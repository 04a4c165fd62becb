import { Router } from 'express';
import type { AccountsContext } from '../context';
import { ampRouter } from './amp';
import { cartRouter } from './cart';
import { checkoutRouter } from './checkout';
import { giftsRouter } from './gifts';
import type { PaymentProvider } from './payment-provider';
import { paymentMethodsRouter } from './payment-methods';
import { sharingRouter } from './sharing';
import { subscriptionsRouter } from './subscriptions';
import { swgSalesRouter } from './swg';

/** Sales service under /sales/public/v1, wire-compatible with @arc-publishing/sdk-sales 1.94. */
export function salesRouter(ctx: AccountsContext, provider: PaymentProvider): Router {
  const router = Router();
  router.get('/config', (_req, res) => {
    res.json({ checkoutRecaptchaEnabled: ctx.settings.recaptcha.checkout, currency: 'COP' });
  });
  router.use(cartRouter(ctx));
  router.use(checkoutRouter(ctx, provider));
  router.use(paymentMethodsRouter(ctx, provider));
  router.use(giftsRouter(ctx));
  router.use(sharingRouter(ctx));
  router.use(ampRouter(ctx));
  router.use(swgSalesRouter(ctx));
  router.use(subscriptionsRouter(ctx));
  return router;
}

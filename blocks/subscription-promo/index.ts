import { defineBlock } from '../../runtime/define-block';
import { config, type Data } from './config';
import { SubscriptionPromo } from './SubscriptionPromo';

export default defineBlock({
  name: 'subscription-promo',
  description: 'Promoción de suscripción con precio, condiciones y «SUSCRÍBETE AHORA»',
  version: 1,
  config,
  // The price is the sales catalogue's, so the card and the store agree.
  async fetch({ offerId }, { sources }): Promise<Data | null> {
    const offers = await sources['sales-catalogue']({});
    const product = offers.find((o) => o.id === offerId)?.products[0];
    return product ? { amount: product.amount } : null;
  },
  component: SubscriptionPromo,
  interactive: { hydrate: 'load' },
});

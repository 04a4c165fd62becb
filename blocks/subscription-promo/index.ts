import { defineBlock } from '../../runtime/define-block';
import { offersFor } from '../../contracts/catalogue';
import { config, type Data } from './config';
import { SubscriptionPromo } from './SubscriptionPromo';

export default defineBlock({
  name: 'subscription-promo',
  description: 'Promoción de suscripción con precio, condiciones y «SUSCRÍBETE AHORA»',
  version: 1,
  config,
  // The price is the sales catalogue's, so the card and the store agree.
  async fetch({ offerId }, { site }): Promise<Data | null> {
    const product = offersFor(site.slug).find((o) => o.id === offerId)?.products[0];
    return product ? { amount: product.amount } : null;
  },
  component: SubscriptionPromo,
  interactive: { hydrate: 'load' },
});

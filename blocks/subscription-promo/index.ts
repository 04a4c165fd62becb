import { z } from 'zod';
import { defineBlock } from '../../runtime/define-block';
import { SubscriptionPromo, type SubscriptionPromoData } from './SubscriptionPromo';

export default defineBlock({
  name: 'subscription-promo',
  description: 'Promoción de suscripción con precio, condiciones y «SUSCRÍBETE AHORA»',
  version: 1,
  config: z.object({
    offerId: z
      .string()
      .min(1)
      .max(40)
      .default('PROMO-ANUAL')
      .meta({ title: 'Oferta', description: 'La de la tarjeta promocional: 129.000 pesos al año' }),
  }),
  // The price is the sales catalogue's, so the card and the store agree.
  async fetch({ offerId }, { sources }): Promise<SubscriptionPromoData | null> {
    const offers = await sources['sales-catalogue']({});
    const product = offers.find((o) => o.id === offerId)?.products[0];
    return product ? { offerId, amount: product.amount } : null;
  },
  component: SubscriptionPromo,
  interactive: { hydrate: 'load' },
});

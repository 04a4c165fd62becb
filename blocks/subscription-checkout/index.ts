import { defineBlock } from '../../runtime/define-block';
import { z } from 'zod';
import { config, type Data } from './config';
import { SubscriptionCheckout } from './SubscriptionCheckout';

export default defineBlock({
  name: 'subscription-checkout',
  description: 'Tienda de suscripciones: la oferta, ingreso y pago con tarjeta',
  version: 1,
  config,
  query: z.object({
    offerId: z
      .string()
      .regex(/^[A-Za-z0-9-]{1,40}$/)
      .optional(),
  }),
  // The offer comes from the sales catalogue, so the page shows the price the order will charge: the address's
  // `?offerId=` when the catalogue has it (the promo page links its own), else the configured one.
  async fetch({ offerId }, { sources, query, production }): Promise<Data | null> {
    const offers = await sources['sales-catalogue']({});
    const offer = offers.find((o) => o.id === query?.offerId) ?? offers.find((o) => o.id === offerId);
    const product = offer?.products[0];
    if (!offer || !product) return null;
    return {
      offer: { id: offer.id, name: offer.name, sku: product.sku, amount: product.amount },
      showTestCards: !production,
    };
  },
  component: SubscriptionCheckout,
  interactive: { hydrate: 'load' },
});

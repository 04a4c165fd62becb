import { describe, expect, it, vi } from 'vitest';
import block from './index';
import promo from '../subscription-promo/index';
import { loadSite } from '../../server/sites';
import type { Sources } from '../../contracts/sources';
import type { Offer } from '../../contracts/catalogue';

const product = (sku: string, amount: number) => ({
  sku,
  name: 'Suscripción digital anual',
  priceCode: sku,
  amount,
  currency: 'COP' as const,
  periodMonths: 12,
});
const offers: Offer[] = [
  { id: '466', name: 'Plan digital anual', products: [product('ANUAL', 199_000)] },
  { id: 'PROMO-ANUAL', name: 'Promoción', products: [product('PROMO', 129_000)] },
];

/** The page's context with a sales catalogue that answers `list`: blocks read prices only through it. */
const ctxWith = (list: Offer[]) => {
  const catalogue = vi.fn(async () => list);
  const sources = { 'sales-catalogue': catalogue } as unknown as Sources;
  return { site: loadSite('semana'), now: 0, path: '/', params: {}, sources, production: true };
};

describe('the store and the promo card read the sales catalogue source', () => {
  const config = block.config.parse({ published: true });

  it("shows the address's ?offerId= when the catalogue has it, else the configured offer", async () => {
    expect(await block.fetch!(config, { ...ctxWith(offers), query: { offerId: 'PROMO-ANUAL' } })).toEqual({
      offer: { id: 'PROMO-ANUAL', name: 'Promoción', sku: 'PROMO', amount: 129_000 },
      showTestCards: false,
    });
    expect(await block.fetch!(config, { ...ctxWith(offers), query: { offerId: 'NO-EXISTE' } })).toMatchObject({
      offer: { id: '466', amount: 199_000 },
    });
  });

  it('renders nothing when the catalogue does not sell the offer', async () => {
    expect(await block.fetch!(config, ctxWith([]))).toBeNull();
    expect(await promo.fetch!(promo.config.parse({ published: true }), ctxWith(offers.slice(0, 1)))).toBeNull();
  });

  it("gives the promo card the catalogue's price", async () => {
    expect(await promo.fetch!(promo.config.parse({ published: true }), ctxWith(offers))).toEqual({
      amount: 129_000,
    });
  });
});

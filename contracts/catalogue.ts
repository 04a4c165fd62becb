/**
 * What can be bought. Spec 2, 1 states two annual prices for the digital subscription: $199.000 (offer 466,
 * the paywall box) and 129.000 pesos (the promo card with terms). Amounts are whole Colombian pesos.
 * The spec names no other products, so every site sells the same two; a site can get its own list here.
 */
export interface Product {
  sku: string;
  name: string;
  priceCode: string;
  /** Whole pesos per period. */
  amount: number;
  currency: 'COP';
  periodMonths: number;
}

export interface Offer {
  id: string;
  name: string;
  products: Product[];
}

const annual = (sku: string, priceCode: string, amount: number): Product => ({
  sku,
  name: 'Suscripción digital anual',
  priceCode,
  amount,
  currency: 'COP',
  periodMonths: 12,
});

const defaultOffers: Offer[] = [
  { id: '466', name: 'Plan digital anual', products: [annual('PLAN-DIGITAL-ANUAL', 'DIGITAL-ANUAL-199000', 199_000)] },
  {
    id: 'PROMO-ANUAL',
    name: 'Plan digital anual (promoción)',
    products: [annual('PLAN-DIGITAL-ANUAL-PROMO', 'DIGITAL-ANUAL-129000', 129_000)],
  },
];

const offersBySite: Record<string, Offer[]> = {};

export function offersFor(site: string): Offer[] {
  return offersBySite[site] ?? defaultOffers;
}

export function productFor(site: string, sku: string): Product | undefined {
  return offersFor(site)
    .flatMap((o) => o.products)
    .find((p) => p.sku === sku);
}

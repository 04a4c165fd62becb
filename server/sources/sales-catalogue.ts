import { defineSource } from './define-source';
import { params, type SalesCatalogue } from '../../contracts/sources/sales-catalogue';
import { offersFor } from '../../contracts/catalogue';

/** What the site sells, as the sales server charges it: the store and the promo card show the same prices. */
export default defineSource({
  name: 'sales-catalogue',
  ttl: 600,
  params,
  async fetch(_params, { site }): Promise<SalesCatalogue> {
    return offersFor(site);
  },
});

import { describe, expect, it } from 'vitest';
import { callSource, createSourceCache } from './client';
import { offersFor } from '../../contracts/catalogue';
import type { Db } from '../db/client';

describe('sales-catalogue source', () => {
  it("answers the site's offers with the prices the sales server charges (spec 2, 1)", async () => {
    // The catalogue is data, not a table: no database is touched.
    const answer = await callSource(
      'sales-catalogue',
      {},
      { db: {} as Db, site: 'semana', now: 0, cache: createSourceCache() },
    );
    expect(answer).toEqual(offersFor('semana'));
    expect(
      (answer as { id: string; products: { amount: number }[] }[]).map((o) => [o.id, o.products[0].amount]),
    ).toEqual([
      ['466', 199_000],
      ['PROMO-ANUAL', 129_000],
    ]);
  });
});

// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { forgetReader, rememberReader } from '../reader-session';
import { NOT_LOGGED_IN_CANNOT_LINK, linkGoogle, linkOrder, orderHasGoogleSku } from './link-rules';

const linked: unknown[] = [];
const server = setupServer(
  http.post('*/sales/public/v1/swg/loginexists', async ({ request }) => {
    linked.push(await request.json());
    return HttpResponse.json({ exists: true });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  linked.length = 0;
  forgetReader();
});
afterAll(() => server.close());

const GOOGLE_SKU = 'semana-digital-google';
const purchase = { packageName: 'com.semana', productId: 'anual', purchaseToken: 'tok' };

describe('linking a Google purchase (spec 2, 5)', () => {
  it("S2-107: without a signed-in reader, linking fails with 'User is not logged in, cannot link' and sends nothing", async () => {
    const failure = linkGoogle(purchase);
    await expect(failure).rejects.toThrow(NOT_LOGGED_IN_CANNOT_LINK);
    await expect(failure).rejects.toMatchObject({ readerText: expect.stringMatching(/sesión/i) });
    expect(linked).toEqual([]);

    rememberReader('u-1', true);
    await expect(linkGoogle(purchase)).resolves.toEqual({ exists: true });
    expect(linked).toEqual([{ ...purchase, findOrCreate: true }]);
  });

  it('S2-108: an order is linked only when it holds the Google sku', async () => {
    expect(orderHasGoogleSku({ items: [{ sku: GOOGLE_SKU }] }, GOOGLE_SKU)).toBe(true);
    expect(orderHasGoogleSku({ items: [{ sku: 'OTHER' }] }, GOOGLE_SKU)).toBe(false);
    expect(orderHasGoogleSku({ items: [] }, GOOGLE_SKU)).toBe(false);
    expect(orderHasGoogleSku(null, GOOGLE_SKU)).toBe(false);

    rememberReader('u-1', true);
    await expect(linkOrder({ items: [{ sku: 'OTHER' }] }, GOOGLE_SKU, purchase)).resolves.toBe(false);
    expect(linked).toEqual([]);
    await expect(linkOrder({ items: [{ sku: 'OTHER' }, { sku: GOOGLE_SKU }] }, GOOGLE_SKU, purchase)).resolves.toBe(
      true,
    );
    expect(linked).toHaveLength(1);
  });
});

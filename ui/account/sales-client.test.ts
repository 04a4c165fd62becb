// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { readerStore } from '../../runtime/context';
import { buyProduct } from '../../blocks/subscription-checkout/checkout';
import {
  INCOMPLETE_ANSWER,
  cancelSubscription,
  cartCall,
  checkAnswer,
  orderBody,
  isErrorAnswer,
  rescueSubscription,
  shareSubscription,
  updateBillingAddress,
} from './sales-client';

/** What each sales path answers in the test, and what the page sent. */
const answers = new Map<string, unknown>();
const sent: { path: string; credentials: string; authorization: string | null; cookie: string | null }[] = [];
const server = setupServer(
  http.all('*/sales/public/v1/*', ({ request }) => {
    const path = new URL(request.url).pathname.replace('/sales/public/v1', '');
    sent.push({
      path,
      credentials: request.credentials,
      authorization: request.headers.get('authorization'),
      cookie: request.headers.get('cookie'),
    });
    return HttpResponse.json(answers.get(path) ?? {});
  }),
  // The site's switches: no captcha at checkout.
  http.get('*/identity/public/v1/config', () => HttpResponse.json({})),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  answers.clear();
  sent.length = 0;
  readerStore.set({ loggedIn: null, subscriptionStatuses: null });
});
afterAll(() => server.close());

describe('sales answers (spec 2, 5)', () => {
  it('S2-109: an answer is an error when it has both code and message, and only then', async () => {
    expect(isErrorAnswer({ code: '300040', message: 'x' })).toBe(true);
    expect(isErrorAnswer({ code: '300040' })).toBe(false);
    expect(isErrorAnswer({ message: 'ok' })).toBe(false);
    expect(isErrorAnswer(null)).toBe(false);
    // A 2xx that carries both is thrown as the service's error, its code passed on.
    answers.set('/subscription/7/cancel', { code: '300059', message: 'No cancelable', subscriptionID: 7 });
    await expect(cancelSubscription(7)).rejects.toMatchObject({ code: '300059' });
  });

  it('S2-110: a subscription call needs subscriptionID', async () => {
    await expect(cancelSubscription(7)).rejects.toThrow(INCOMPLETE_ANSWER);
    answers.set('/subscription/7/cancel', { subscriptionID: 5 });
    await expect(cancelSubscription(7)).resolves.toEqual({ subscriptionID: 5 });
    answers.set('/subscription/7/rescue', {});
    await expect(rescueSubscription(7)).rejects.toThrow(INCOMPLETE_ANSWER);
  });

  it('S2-111: an order call needs orderNumber', async () => {
    answers.set('/checkout/order', { items: [] });
    await expect(cartCall('order', '/checkout/order', {})).rejects.toThrow(INCOMPLETE_ANSWER);
    answers.set('/checkout/order', { orderNumber: 'A1' });
    await expect(cartCall('order', '/checkout/order', {})).resolves.toEqual({ orderNumber: 'A1' });
  });

  it('S2-112: a cart call needs items', async () => {
    await expect(cartCall('cart', '/cart', undefined, 'GET')).rejects.toThrow(INCOMPLETE_ANSWER);
    answers.set('/cart', { items: [] });
    await expect(cartCall('cart', '/cart', undefined, 'GET')).resolves.toEqual({ items: [] });
  });

  it('S2-113: share needs redeemCode', async () => {
    await expect(shareSubscription(7, 'b@x.co')).rejects.toThrow(INCOMPLETE_ANSWER);
    answers.set('/subscription/7/share', { redeemCode: 'R' });
    await expect(shareSubscription(7, 'b@x.co')).resolves.toEqual({ redeemCode: 'R' });
  });

  it('S2-114: an address update needs country (at the top, or inside billingAddress)', async () => {
    answers.set('/subscription/address', { billingAddress: { country: 'CO' } });
    await expect(updateBillingAddress(7, { country: 'CO' })).resolves.toBeTruthy();
    answers.set('/subscription/address', { country: 'CO', line1: 'Calle 1' });
    await expect(updateBillingAddress(7, { country: 'CO' })).resolves.toBeTruthy();
    answers.set('/subscription/address', { billingAddress: { line1: 'Calle 1' } });
    await expect(updateBillingAddress(7, { country: 'CO' })).rejects.toThrow(INCOMPLETE_ANSWER);
    expect(() => checkAnswer('address', { line1: 'Calle 1' })).toThrow(INCOMPLETE_ANSWER);
  });
});

describe('the order creation payload (spec 2, 3)', () => {
  it('S2-066: empty values are left out of the body', async () => {
    expect(orderBody({ email: 'a@b.co', phone: '', firstName: 'Ana', secondLastName: undefined })).toEqual({
      email: 'a@b.co',
      firstName: 'Ana',
    });
    // At the store: with the checkout captcha off, the order goes without a 'recaptcha-token' key.
    const bodies: unknown[] = [];
    server.use(
      http.post('*/sales/public/v1/checkout/order', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ orderNumber: 'A1' });
      }),
    );
    answers.set('/cart/item', { items: [{ sku: 'semana-anual' }] });
    answers.set('/checkout/order/A1/payment/1', { status: 'Paid' });
    await buyProduct('semana-anual', { number: '4242424242424242', expiry: '12/28', cvc: '123' }, '/store/');
    expect(bodies).toEqual([{}]);
  });
});

describe('an anonymous visitor at the store (spec 2, 6)', () => {
  it('S2-150: cart and checkout calls go with the cookies included and no Authorization header', async () => {
    readerStore.set({ loggedIn: false, subscriptionStatuses: null });
    document.cookie = 'sales_cart=c-1; path=/';
    answers.set('/cart/item', { items: [{ sku: 'semana-anual' }] });
    answers.set('/checkout/order', { orderNumber: 'A1' });
    answers.set('/checkout/order/A1/payment/1', { status: 'Paid' });
    await buyProduct('semana-anual', { number: '4242424242424242', expiry: '12/28', cvc: '123' }, '/store/');
    const cartAndOrder = sent.filter((s) => s.path === '/cart/item' || s.path === '/checkout/order');
    expect(cartAndOrder.map((s) => s.path)).toEqual(['/cart/item', '/checkout/order']);
    for (const request of cartAndOrder) {
      expect(request.credentials).toBe('include');
      expect(request.authorization).toBeNull();
    }
    document.cookie = 'sales_cart=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });
});

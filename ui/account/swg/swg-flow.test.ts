// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { forgetReader, USER_INFO_KEY } from '../reader-session';
import type { SwgAdapter, SwgPurchaseResponse } from './swg-adapter';
import { onEntitlements, onPayment, resetSwgDecline, SWG_CANCELED_KEY } from './swg-flow';

const asked: string[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
  forgetReader();
  localStorage.clear();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const TOKEN = JSON.stringify({ packageName: 'com.semana', productId: 'semana.digital', purchaseToken: 'p-1' });
/** Our services, recording the order of the calls. */
function services(opts: { exists?: boolean; purchase?: () => Response } = {}) {
  const note = (request: Request) => asked.push(`${request.method} ${new URL(request.url).pathname}`);
  server.use(
    http.post('*/identity/public/v1/swg/checkloginexists', ({ request }) => {
      note(request);
      return HttpResponse.json({ exists: opts.exists ?? false });
    }),
    http.post('*/identity/public/v1/auth/login', ({ request }) => {
      note(request);
      return HttpResponse.json({ uuid: 'u-g', accessToken: 'a', refreshToken: 'r' });
    }),
    http.post('*/sales/public/v1/swg/purchase', ({ request }) => {
      note(request);
      return opts.purchase?.() ?? HttpResponse.json({ subscriptionID: 1 });
    }),
  );
}
const purchaseResponse = () => ({
  purchaseData: { data: TOKEN },
  userData: { idToken: 'google-id-token' },
  complete: vi.fn<() => Promise<void>>(() => {
    asked.push('complete');
    return Promise.resolve();
  }),
});
const entitlements = (n: number) => ({
  entitlements: Array.from({ length: n }, () => ({ source: 'google', subscriptionToken: TOKEN })),
  ack: vi.fn<() => void>(),
});
const fakeSwg = (deferred: () => Promise<SwgPurchaseResponse>): SwgAdapter => ({
  setOnEntitlementsResponse: () => undefined,
  setOnPaymentResponse: () => undefined,
  completeDeferredAccountCreation: vi.fn(deferred),
});

describe('Subscribe with Google in the browser (spec 2, 4)', () => {
  it('after a payment: signs on, records the purchase, completes the payment, then success', async () => {
    services();
    const success = vi.fn(() => asked.push('success'));
    await onPayment(purchaseResponse(), success);
    expect(asked).toEqual([
      'POST /identity/public/v1/auth/login',
      'POST /sales/public/v1/swg/purchase',
      'complete',
      'success',
    ]);
    expect(JSON.parse(localStorage.getItem(USER_INFO_KEY) ?? '')).toEqual({ uuid: 'u-g' });
  });

  it('tolerates 300425 (success anyway); another error is logged and the payment completed without success', async () => {
    services({ purchase: () => HttpResponse.json({ code: '300425', message: 'ya' }, { status: 400 }) });
    const success = vi.fn();
    await onPayment(purchaseResponse(), success);
    expect(success).toHaveBeenCalledOnce();

    services({ purchase: () => HttpResponse.json({ code: '300170', message: 'no' }, { status: 400 }) });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const other = purchaseResponse();
    const noSuccess = vi.fn();
    await onPayment(other, noSuccess);
    expect(other.complete).toHaveBeenCalledOnce();
    expect(noSuccess).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith('ArcP SwG:', 'error linking order', expect.anything());
  });

  it('checks each entitlement unless the reader declined; known ones are acknowledged', async () => {
    services({ exists: true });
    const two = entitlements(2);
    await onEntitlements(
      fakeSwg(() => Promise.reject(new Error('unused'))),
      two,
    );
    expect(asked).toEqual([
      'POST /identity/public/v1/swg/checkloginexists',
      'POST /identity/public/v1/swg/checkloginexists',
    ]);
    expect(two.ack).toHaveBeenCalledOnce();

    asked.length = 0;
    localStorage.setItem(SWG_CANCELED_KEY, 'true');
    await onEntitlements(
      fakeSwg(() => Promise.reject(new Error('unused'))),
      entitlements(2),
    );
    expect(asked).toEqual([]);
  });

  it('an unknown purchase is saved to a new account (deferred creation), then acknowledged', async () => {
    services({ exists: false });
    const one = entitlements(1);
    const swg = fakeSwg(() => Promise.resolve(purchaseResponse()));
    await onEntitlements(swg, one);
    expect(swg.completeDeferredAccountCreation).toHaveBeenCalledOnce();
    expect(asked).toContain('POST /sales/public/v1/swg/purchase');
    expect(one.ack).toHaveBeenCalledOnce();
  });

  it('a reader who declines: swgCanceled is true and nothing is acknowledged; logout sets it back to false', async () => {
    services({ exists: false });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const one = entitlements(1);
    await onEntitlements(
      fakeSwg(() => Promise.reject(new Error('declined'))),
      one,
    );
    expect(logged).toHaveBeenCalledWith('ArcP SwG:', 'error creating the deferred account', expect.any(Error));
    expect(localStorage.getItem(SWG_CANCELED_KEY)).toBe('true');
    expect(one.ack).not.toHaveBeenCalled();
    resetSwgDecline();
    expect(localStorage.getItem(SWG_CANCELED_KEY)).toBe('false');
  });

  it('a save that fails counts as declined', async () => {
    services({ exists: false, purchase: () => HttpResponse.json({ code: '300170', message: 'no' }, { status: 400 }) });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const one = entitlements(1);
    await onEntitlements(
      fakeSwg(() => Promise.resolve(purchaseResponse())),
      one,
    );
    expect(logged).toHaveBeenCalledWith('ArcP SwG:', 'error linking order', expect.anything());
    expect(localStorage.getItem(SWG_CANCELED_KEY)).toBe('true');
    expect(one.ack).not.toHaveBeenCalled();
  });
});

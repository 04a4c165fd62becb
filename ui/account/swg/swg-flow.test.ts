// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { forgetReader, rememberReader, USER_INFO_KEY } from '../reader-session';
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
function services(opts: { exists?: boolean; profileId?: string; purchase?: () => Response } = {}) {
  const note = (request: Request) => asked.push(`${request.method} ${new URL(request.url).pathname}`);
  server.use(
    http.post('*/identity/public/v1/swg/checkloginexists', ({ request }) => {
      note(request);
      return HttpResponse.json({ exists: opts.exists ?? false, profileId: opts.profileId });
    }),
    http.post('*/sales/public/v1/swg/loginexists', async ({ request }) => {
      note(request);
      expect(await request.json()).toMatchObject({ purchaseToken: 'p-1', findOrCreate: true });
      return HttpResponse.json({ exists: true });
    }),
    http.get('*/identity/public/v1/swg/accesstoken', ({ request }) => {
      note(request);
      return HttpResponse.json({ accessToken: 'swg-5-min' });
    }),
    http.get('*/identity/public/v1/swg/:token/relink/:id', ({ request, params }) => {
      note(request);
      expect([params.token, params.id]).toEqual(['swg-5-min', 'google-id-token']);
      return HttpResponse.json({ uuid: 'u-me', accessToken: 'a2', refreshToken: 'r2' });
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
  it('S2-098: after a payment: checks the token, signs on, records the purchase, completes the payment, then success', async () => {
    services();
    const success = vi.fn(() => asked.push('success'));
    await onPayment(purchaseResponse(), success);
    expect(asked).toEqual([
      'POST /identity/public/v1/swg/checkloginexists',
      'POST /identity/public/v1/auth/login',
      'POST /sales/public/v1/swg/purchase',
      'complete',
      'success',
    ]);
    expect(JSON.parse(localStorage.getItem(USER_INFO_KEY) ?? '')).toEqual({ uuid: 'u-g' });
  });

  it('S2-098: a signed-in reader whose Google identity another account holds is relinked before the purchase', async () => {
    services({ exists: true, profileId: 'u-other' });
    rememberReader('u-me', true);
    const success = vi.fn(() => asked.push('success'));
    await onPayment(purchaseResponse(), success);
    expect(asked).toEqual([
      'POST /identity/public/v1/swg/checkloginexists',
      'GET /identity/public/v1/swg/accesstoken',
      'GET /identity/public/v1/swg/swg-5-min/relink/google-id-token',
      'POST /sales/public/v1/swg/purchase',
      'complete',
      'success',
    ]);
  });

  it('S2-098: a signed-in reader already holding that Google identity goes straight to the purchase; none yet: linked', async () => {
    services({ exists: true, profileId: 'u-me' });
    rememberReader('u-me', true);
    await onPayment(purchaseResponse(), () => asked.push('success'));
    expect(asked).toEqual([
      'POST /identity/public/v1/swg/checkloginexists',
      'POST /sales/public/v1/swg/purchase',
      'complete',
      'success',
    ]);

    asked.length = 0;
    services({ exists: false });
    await onPayment(purchaseResponse(), () => asked.push('success'));
    expect(asked).toEqual([
      'POST /identity/public/v1/swg/checkloginexists',
      'POST /identity/public/v1/auth/login',
      'POST /sales/public/v1/swg/purchase',
      'complete',
      'success',
    ]);
  });

  it('S2-095: logged in with a matching Google identity: the purchase is linked (findOrCreate), then acknowledged', async () => {
    services();
    rememberReader('u-me', true);
    const one = entitlements(1);
    const swg = fakeSwg(() => Promise.reject(new Error('unused')));
    await onEntitlements(swg, one);
    expect(asked).toEqual(['POST /sales/public/v1/swg/loginexists']);
    expect(swg.completeDeferredAccountCreation).not.toHaveBeenCalled();
    expect(one.ack).toHaveBeenCalledOnce();
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

  it('S2-095: logged out, an unknown purchase is saved to a new account (deferred creation), then acknowledged', async () => {
    services({ exists: false });
    const one = entitlements(1);
    const swg = fakeSwg(() => Promise.resolve(purchaseResponse()));
    await onEntitlements(swg, one);
    expect(swg.completeDeferredAccountCreation).toHaveBeenCalledOnce();
    expect(asked).toEqual([
      'POST /identity/public/v1/swg/checkloginexists',
      'POST /identity/public/v1/swg/checkloginexists',
      'POST /identity/public/v1/auth/login',
      'POST /sales/public/v1/swg/purchase',
      'complete',
    ]);
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

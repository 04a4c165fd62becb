import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer } from './helpers/test-server';
import { newSubscriber } from './accounts/readers';
import { call, startAccountsServer, type AccountsServer } from './accounts/storage';

describe('security headers', () => {
  it('outside production: nosniff and the referrer policy on pages and API answers, no HSTS', async () => {
    const server = await startTestServer({ seed: false });
    try {
      for (const path of ['/', '/healthz', '/identity/public/v1/profile']) {
        const res = await fetch(server.url + path);
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        expect(res.headers.get('strict-transport-security')).toBeNull();
      }
    } finally {
      await server.close();
    }
  });

  it('in production (APP_ENV=production): HSTS for a year with subdomains, nosniff and the referrer policy', async () => {
    vi.stubEnv('JWT_SECRET', 'x'.repeat(32)); // the accounts module refuses to start in production without one
    vi.stubEnv('ALLOW_TEST_PAYMENTS', '1'); // nor with the test payment provider unless told to
    const server = await startTestServer({ seed: false, production: true });
    try {
      for (const path of ['/', '/healthz', '/sales/public/v1/cart']) {
        const res = await fetch(server.url + path);
        expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      }
    } finally {
      await server.close();
      vi.unstubAllEnvs();
    }
  });
});

describe('personal answers are never cached by a shared cache', () => {
  let server: AccountsServer;
  beforeAll(async () => {
    server = await startAccountsServer();
  });
  afterAll(() => server?.close());

  it('profile, subscriptions, cart and orders answer Cache-Control: private, no-store', async () => {
    const reader = await newSubscriber(server);
    const S = '/sales/public/v1';
    const [order] = (await call(server, 'GET', `${S}/order/history?pageSize=10&start=0`, { token: reader.token })).body
      .orders;
    const paths = [
      '/identity/public/v1/profile',
      `${S}/subscription/allactive`,
      `${S}/subscription/all`,
      `${S}/subscription/${reader.subscription.id}/details`,
      `${S}/cart`,
      `${S}/order/history?pageSize=10&start=0`,
      `${S}/order/detail/${order.orderNumber}`,
    ];
    for (const path of paths) {
      const res = await call(server, 'GET', path, { token: reader.token });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
    }
    // A guest cart (no reader) is personal too, and so is an error answer.
    expect(
      (await call(server, 'POST', `${S}/cart/item`, { body: { items: [{ sku: 'PLAN-DIGITAL-ANUAL' }] } })).headers.get(
        'cache-control',
      ),
    ).toBe('private, no-store');
    expect((await call(server, 'GET', '/identity/public/v1/profile')).headers.get('cache-control')).toBe(
      'private, no-store',
    );
  });
});

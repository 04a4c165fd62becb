import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newReader } from './readers';
import { call, startAccountsServer, type AccountsServer } from './storage';

// Calls of spec 2, 7 that no other file asks in the checklist's own form.
const S = '/sales/public/v1';
const I = '/identity/public';

let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(() => server?.close());

describe('sales calls (spec 2, 7)', () => {
  it('S2-176: GET /checkout/addresses answers a list to a signed-in reader, 401 to nobody', async () => {
    const { token } = await newReader(server);
    const res = await call(server, 'GET', `${S}/checkout/addresses`, { token });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect((await call(server, 'GET', `${S}/checkout/addresses`)).status).toBe(401);
  });

  it('S2-177: the payment initialise takes an optional validationURL', async () => {
    const { token } = await newReader(server);
    await call(server, 'POST', `${S}/cart/item`, { token, body: { items: [{ sku: 'PLAN-DIGITAL-ANUAL' }] } });
    const { orderNumber } = (await call(server, 'POST', `${S}/checkout/order`, { token, body: {} })).body;
    const path = `${S}/checkout/order/${orderNumber}/payment/1`;
    const withUrl = await call(server, 'GET', `${path}?validationURL=${encodeURIComponent('https://x')}`, { token });
    expect(withUrl.status).toBe(200);
    expect(withUrl.body).toMatchObject({ orderNumber, paymentMethodID: 1 });
    expect((await call(server, 'GET', path, { token })).body).toMatchObject({ orderNumber });
  });
});

describe('identity calls (spec 2, 7)', () => {
  it('S2-204: GET /v1/user/settings answers the settings object (disqus ssoKey) to a signed-in reader', async () => {
    const reader = await newReader(server);
    const res = await call(server, 'GET', `${I}/v1/user/settings`, { token: reader.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ disqus: { ssoKey: '' }, uuid: reader.uuid });
    expect((await call(server, 'GET', `${I}/v1/user/settings`)).body.code).toBe('100018');
  });

  it('S2-224, S2-225: /swg/accesstoken and /swg/{token}/relink/{id} are served without /v1, as spec 2, 7 writes them', async () => {
    const reader = await newReader(server);
    const access = await call(server, 'GET', `${I}/swg/accesstoken`, { token: reader.token });
    expect(access.status).toBe(200);
    expect(access.body.accessToken).toEqual(expect.any(String));
    // Without a reader: the session error, not a 404; with a token that is not a SwG token: refused as such.
    expect((await call(server, 'GET', `${I}/swg/t/relink/u`)).body.code).toBe('100018');
    const relink = await call(server, 'GET', `${I}/swg/t/relink/u`, { token: reader.token });
    expect([relink.status, relink.body.code]).toEqual([401, 'INVALID_SWG_TOKEN']);
  });
});

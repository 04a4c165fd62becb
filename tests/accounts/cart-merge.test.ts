import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountOutbox } from '../../server/db/schema-accounts';
import { salesCarts } from '../../server/db/schema-sales';
import { newReader } from './readers';
import { call, startAccountsServer, type AccountsServer } from './storage';

let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(() => server?.close());
beforeEach(() => server.controls.resetThrottle());

const S = '/sales/public/v1';
const db = () => server.database.db;
const cartRow = async (id: string) => (await db().select().from(salesCarts).where(eq(salesCarts.id, id)))[0];

/** An anonymous visitor's cart; answers the cookie to send back and the cart's row id. */
async function anonymousCart(sku: string, country?: string) {
  const res = await call(server, 'POST', `${S}/cart/item`, {
    body: { items: [{ sku }], ...(country ? { billingAddress: { country } } : {}) },
  });
  const cookies = res.headers.getSetCookie();
  expect(cookies.some((c) => c.includes('Path=/identity/public/v1/auth'))).toBe(true);
  const pair = cookies[0].split(';')[0];
  return { Cookie: pair, id: `anon:${pair.split('=')[1]}` };
}
const login = (email: string, headers: Record<string, string> = {}, password = 'Clave1234') =>
  call(server, 'POST', '/identity/public/v1/auth/login', {
    body: { userName: email, credentials: password, grantType: 'password' },
    headers,
  });

describe('the anonymous cart at login', () => {
  it('replaces the product in the reader’s cart, keeps its billing address and forgets the anonymous cart', async () => {
    const reader = await newReader(server);
    await call(server, 'POST', `${S}/cart/item`, {
      token: reader.token,
      body: { items: [{ sku: 'PLAN-DIGITAL-ANUAL' }] },
    });
    const anon = await anonymousCart('PLAN-DIGITAL-ANUAL-PROMO', 'CO');
    const res = await login(reader.email, { Cookie: anon.Cookie });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().filter((c) => /^sales_cart=;/.test(c))).toHaveLength(2);
    const cart = await call(server, 'GET', `${S}/cart`, { token: res.body.accessToken });
    expect(cart.body).toMatchObject({
      items: [{ sku: 'PLAN-DIGITAL-ANUAL-PROMO', price: 129000 }],
      total: 129000,
      billingAddress: { country: 'CO' },
    });
    expect(await cartRow(anon.id)).toBeUndefined();
  });

  it('merges on a magic-link login too', async () => {
    const reader = await newReader(server);
    await call(server, 'POST', '/identity/public/v1/auth/magiclink', { body: { email: reader.email } });
    const mails = await db().select().from(accountOutbox).where(eq(accountOutbox.to, reader.email));
    const nonce = /acceso#([\w-]+)/.exec(mails.map((m) => m.text).join('\n'))?.[1];
    const anon = await anonymousCart('PLAN-DIGITAL-ANUAL-PROMO');
    const res = await call(server, 'GET', `/identity/public/v1/auth/magiclink/${nonce}`, {
      headers: { Cookie: anon.Cookie },
    });
    expect(res.body.uuid).toBe(reader.uuid);
    expect((await cartRow(`user:${reader.uuid}`)).items.map((i) => i.sku)).toEqual(['PLAN-DIGITAL-ANUAL-PROMO']);
    expect(await cartRow(anon.id)).toBeUndefined();
  });

  it('gives a reader without a cart the anonymous one', async () => {
    const reader = await newReader(server);
    const anon = await anonymousCart('PLAN-DIGITAL-ANUAL');
    await login(reader.email, { Cookie: anon.Cookie });
    expect((await cartRow(`user:${reader.uuid}`)).items.map((i) => i.sku)).toEqual(['PLAN-DIGITAL-ANUAL']);
  });

  it('leaves the reader’s cart alone without a cookie, with an empty or garbage one, and on a failed login', async () => {
    const reader = await newReader(server);
    await call(server, 'POST', `${S}/cart/item`, {
      token: reader.token,
      body: { items: [{ sku: 'PLAN-DIGITAL-ANUAL' }] },
    });
    const anon = await anonymousCart('PLAN-DIGITAL-ANUAL-PROMO');

    const wrong = await login(reader.email, { Cookie: anon.Cookie }, 'Equivocada1');
    expect(wrong.status).toBe(401);
    expect((await cartRow(anon.id)).items).toHaveLength(1);

    expect((await login(reader.email)).status).toBe(200);
    expect((await login(reader.email, { Cookie: 'sales_cart=../../etc' })).status).toBe(200);
    await call(server, 'DELETE', `${S}/cart/clear`, { headers: { Cookie: anon.Cookie } });
    expect((await login(reader.email, { Cookie: anon.Cookie })).status).toBe(200);
    expect((await cartRow(`user:${reader.uuid}`)).items.map((i) => i.sku)).toEqual(['PLAN-DIGITAL-ANUAL']);
  });
});

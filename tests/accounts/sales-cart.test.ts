import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { salesCarts } from '../../server/db/schema-sales';
import { call } from './storage';
import { salesTest } from './sales-setup';

const sales = salesTest();
const { db, reader } = sales;

describe('GET /sales/public/v1/config and the catalogue', () => {
  it('tells whether checkout needs a captcha', async () => {
    expect((await call(sales.server, 'GET', '/sales/public/v1/config')).body).toMatchObject({
      checkoutRecaptchaEnabled: false,
    });
  });
});

describe('cart', () => {
  it('adds the annual plan at 199.000 pesos for a reader and saves it', async () => {
    const r = await reader();
    const res = await call(sales.server, 'POST', '/sales/public/v1/cart/item', {
      token: r.token,
      body: { items: [{ sku: 'PLAN-DIGITAL-ANUAL', quantity: 1 }] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      items: [{ sku: 'PLAN-DIGITAL-ANUAL', price: 199000, quantity: 1 }],
      total: 199000,
      currency: 'COP',
    });
    const [row] = await db()
      .select()
      .from(salesCarts)
      .where(eq(salesCarts.id, `user:${r.uuid}`));
    expect(row.items[0].sku).toBe('PLAN-DIGITAL-ANUAL');
  });

  it('replaces the plan with the 129.000 promotion (one subscription per cart)', async () => {
    const r = await reader();
    await call(sales.server, 'POST', '/sales/public/v1/cart/item', {
      token: r.token,
      body: { items: [{ sku: 'PLAN-DIGITAL-ANUAL' }] },
    });
    const res = await call(sales.server, 'POST', '/sales/public/v1/cart/item', {
      token: r.token,
      body: { items: [{ sku: 'PLAN-DIGITAL-ANUAL-PROMO' }] },
    });
    expect(res.body.items).toHaveLength(1);
    expect(res.body.total).toBe(129000);
  });

  it('keeps an anonymous cart by its HttpOnly cookie', async () => {
    const add = await call(sales.server, 'POST', '/sales/public/v1/cart/item', {
      body: { items: [{ sku: 'PLAN-DIGITAL-ANUAL', quantity: 1 }], billingAddress: { country: 'CO' } },
    });
    const cookie = add.headers.getSetCookie()[0];
    expect(cookie).toMatch(/^sales_cart=.*HttpOnly/);
    const jar = { Cookie: cookie.split(';')[0] };
    expect((await call(sales.server, 'GET', '/sales/public/v1/cart', { headers: jar })).body.items).toHaveLength(1);
    expect((await call(sales.server, 'GET', '/sales/public/v1/cart')).body.items).toEqual([]);
    expect(
      (await call(sales.server, 'DELETE', '/sales/public/v1/cart/item/PLAN-DIGITAL-ANUAL', { headers: jar })).body
        .items,
    ).toEqual([]);
  });

  it('refuses unknown skus, bad quantities and a missing body', async () => {
    const r = await reader();
    const bodies = [
      { items: [{ sku: 'NO-EXISTE' }] },
      { items: [{ sku: 'PLAN-DIGITAL-ANUAL', quantity: 3 }] },
      {},
      { items: [] },
    ];
    const codes = [];
    for (const body of bodies)
      codes.push((await call(sales.server, 'POST', '/sales/public/v1/cart/item', { token: r.token, body })).body.code);
    expect(codes).toEqual(['SKU_NOT_FOUND', 'INVALID_REQUEST', 'INVALID_REQUEST', 'INVALID_REQUEST']);
    expect(
      await db()
        .select()
        .from(salesCarts)
        .where(eq(salesCarts.id, `user:${r.uuid}`)),
    ).toEqual([]);
  });

  it('clears the cart', async () => {
    const r = await reader();
    await call(sales.server, 'POST', '/sales/public/v1/cart/item', {
      token: r.token,
      body: { items: [{ sku: 'PLAN-DIGITAL-ANUAL' }] },
    });
    expect((await call(sales.server, 'DELETE', '/sales/public/v1/cart/clear', { token: r.token })).body).toMatchObject({
      items: [],
      total: 0,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { call } from './storage';
import { salesTest } from './sales-setup';

const sales = salesTest();
const { orderFor, reader } = sales;

describe('the checkout captcha (spec 2, 5)', () => {
  it("S2-104: with checkout captcha on, finalising a payment without 'recaptcha-token' fails with 130001", async () => {
    const r = await reader();
    const orderNumber = await orderFor(r.token);
    const payment = `/sales/public/v1/checkout/order/${orderNumber}/payment/1`;
    expect((await call(sales.server, 'GET', payment, { token: r.token })).status).toBe(200);
    sales.server.controls.settings.recaptcha.checkout = true;
    try {
      const res = await call(sales.server, 'PUT', payment, { token: r.token, body: { token: '4242424242424242' } });
      expect(res.body).toEqual({ code: '130001', message: 'Captcha token invalid' });
    } finally {
      sales.server.controls.settings.recaptcha.checkout = false;
    }
  });
});

import { afterAll, beforeAll, expect } from 'vitest';
import type { TestPaymentProvider } from '../../server/accounts/sales/test-provider';
import { call, startAccountsServer, type AccountsServer } from './storage';

/** The accounts server of the sales test file that called `startSalesServer()` (each test file has its own). */
export let server: AccountsServer;

/** Starts the file's accounts server before its tests and closes it after. */
export function startSalesServer(): void {
  beforeAll(async () => {
    server = await startAccountsServer();
  });
  afterAll(() => server?.close());
}

export const db = () => server.database.db;
export const provider = () => server.controls.provider as TestPaymentProvider;
let n = 0;

/** A new reader, signed up: their uuid, access token and email. */
export async function reader() {
  const email = `suscriptora${++n}.${Date.now()}@semana.com`;
  const res = await call(server, 'POST', '/identity/public/v1/signup', {
    body: { identity: { userName: email, credentials: 'Clave1234' }, profile: { firstName: 'Ana', email } },
  });
  return { uuid: res.body.uuid as string, token: res.body.accessToken as string, email };
}

/** Puts `sku` in the reader's cart and checks out: the new order's number. */
export async function orderFor(token: string, sku = 'PLAN-DIGITAL-ANUAL') {
  await call(server, 'POST', '/sales/public/v1/cart/item', {
    token,
    body: { items: [{ sku, quantity: 1 }], billingAddress: { country: 'CO' } },
  });
  const order = await call(server, 'POST', '/sales/public/v1/checkout/order', {
    token,
    body: { email: 'a@semana.com', firstName: 'Ana' },
  });
  expect(order.status).toBe(201);
  return order.body.orderNumber as string;
}

/** Pays the order's first payment with a test card token. */
export const finalize = (token: string, orderNumber: string, card: string) =>
  call(server, 'PUT', `/sales/public/v1/checkout/order/${orderNumber}/payment/1`, {
    token,
    body: { token: card, 'recaptcha-token': 'r' },
  });

import { afterAll, beforeAll, expect } from 'vitest';
import type { TestPaymentProvider } from '../../server/accounts/sales/test-provider';
import { call, startAccountsServer, type AccountsServer } from './storage';

/**
 * One accounts server per sales test file (started before its tests, closed after) and the helpers that buy
 * through it. Call at the top of the file; use the answer inside tests.
 */
export function salesTest() {
  let started: AccountsServer | undefined;
  beforeAll(async () => {
    started = await startAccountsServer();
  });
  afterAll(() => started?.close());
  const server = (): AccountsServer => {
    if (!started) throw new Error('salesTest(): the server starts in beforeAll; use it inside a test');
    return started;
  };
  let n = 0;

  /** Puts `sku` in the reader's cart and checks out: the new order's number. */
  async function orderFor(token: string, sku = 'PLAN-DIGITAL-ANUAL') {
    await call(server(), 'POST', '/sales/public/v1/cart/item', {
      token,
      body: { items: [{ sku, quantity: 1 }], billingAddress: { country: 'CO' } },
    });
    const order = await call(server(), 'POST', '/sales/public/v1/checkout/order', {
      token,
      body: { email: 'a@semana.com', firstName: 'Ana' },
    });
    expect(order.status).toBe(201);
    return order.body.orderNumber as string;
  }

  return {
    get server() {
      return server();
    },
    db: () => server().database.db,
    provider: () => server().controls.provider as TestPaymentProvider,
    /** A new reader, signed up: their uuid, access token and email. */
    async reader() {
      const email = `suscriptora${++n}.${Date.now()}@semana.com`;
      const res = await call(server(), 'POST', '/identity/public/v1/signup', {
        body: { identity: { userName: email, credentials: 'Clave1234' }, profile: { firstName: 'Ana', email } },
      });
      return { uuid: res.body.uuid as string, token: res.body.accessToken as string, email };
    },
    orderFor,
    /** Pays the order's first payment with a test card token. */
    finalize: (token: string, orderNumber: string, card: string) =>
      call(server(), 'PUT', `/sales/public/v1/checkout/order/${orderNumber}/payment/1`, {
        token,
        body: { token: card, 'recaptcha-token': 'r' },
      }),
  };
}

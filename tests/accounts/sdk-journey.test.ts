// @vitest-environment happy-dom
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import IdentityModule from '@arc-publishing/sdk-identity';
import SalesModule from '@arc-publishing/sdk-sales';
import { accountSessions } from '../../server/db/schema-accounts';
import { salesSubscriptions } from '../../server/db/schema-sales';
import { TEST_CARDS } from '../../server/accounts/sales/test-provider';
import { startAccountsServer, type AccountsServer } from './storage';

// The SDKs ship CommonJS with `exports.default`; depending on the loader the class is the import or its `default`.
const unwrap = <T>(m: T): T => (m as T & { default?: T }).default ?? m;
const Identity = unwrap(IdentityModule);
const Sales = unwrap(SalesModule);

// happy-dom 21's Response.clone() of a streamed answer to a preflighted request reads as empty, and the SDKs
// read every answer through clone(). Buffering the answer first keeps happy-dom's fetch (and its CORS
// checks) while giving the SDK a clone that works.
const happyFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const res = await happyFetch(input, init);
  const text = await res.text();
  return new Response(text, { status: res.status, statusText: res.statusText, headers: res.headers });
};

let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer();
  Identity.options({ apiOrigin: server.url });
  Sales.options({ apiOrigin: server.url, Identity });
});
afterAll(() => server?.close());

/** The SDK methods are typed as answer-or-error; they throw on errors, so a returned error is a failed test. */
type ApiError = { code: string; message: string };
function ok<T extends object>(answer: T): Exclude<T, ApiError> {
  if ('code' in answer && 'message' in answer) throw new Error(`${String(answer.code)}: ${String(answer.message)}`);
  return answer as Exclude<T, ApiError>;
}

const stored = () => JSON.parse(localStorage.getItem('ArcId.USER_INFO') ?? '{}');

it('a reader signs up, logs in, subscribes, cancels, rescues and logs out through the Arc SDKs', async () => {
  const email = `sdk.${Date.now()}@semana.com`;

  const profileIn = { firstName: 'Ana', email } as Parameters<typeof Identity.signUp>[1];
  const signUp = ok(await Identity.signUp({ userName: email, credentials: 'Clave1234' }, profileIn));
  expect(signUp.uuid).toMatch(/^[0-9a-f-]{36}$/);
  await Identity.logout();

  const session = ok(await Identity.login(email, 'Clave1234', { rememberMe: true }));
  expect(session).toMatchObject({ uuid: signUp.uuid });
  expect(stored().accessToken).toBe(session.accessToken);

  const profile = await Identity.getUserProfile();
  expect(profile).toMatchObject({ uuid: signUp.uuid, email, firstName: 'Ana' });

  const before = stored().refreshToken;
  const extended = ok(await Identity.extendSession());
  expect(extended.refreshToken).not.toBe(before);
  expect(stored().refreshToken).toBe(extended.refreshToken);

  const cart = ok(
    await Sales.addItemToCart([{ sku: 'PLAN-DIGITAL-ANUAL', priceCode: 'DIGITAL-ANUAL-199000', quantity: 1 }], {
      country: 'CO',
    } as Parameters<typeof Sales.addItemToCart>[1]),
  );
  expect(cart.items).toEqual([expect.objectContaining({ sku: 'PLAN-DIGITAL-ANUAL', price: 199000 })]);

  const order = ok(
    await Sales.createOrder(email, '', { country: 'CO' } as Parameters<typeof Sales.createOrder>[2], 'Ana', 'Pérez'),
  );
  expect(order.orderNumber).toEqual(expect.any(String));
  const orderNumber = String(order.orderNumber);

  const options = ok(await Sales.getPaymentOptions());
  const method = options[0].paymentMethodID;
  const initialised = ok(await Sales.initializePayment(orderNumber, method));
  expect(initialised.orderNumber).toBe(orderNumber);
  const paid = await Sales.finalizePayment(orderNumber, method, TEST_CARDS.success);
  expect(paid).toMatchObject({ orderNumber, status: 'Paid' });

  const active = ok(await Sales.getAllActiveSubscriptions());
  expect(active).toEqual([expect.objectContaining({ sku: 'PLAN-DIGITAL-ANUAL', status: 1 })]);
  const id = active[0].subscriptionID;

  await Sales.cancelSubscription(id, 'Precio', '1');
  expect(Sales.subscriptions.find((s) => s.subscriptionID === id)?.status).toBe(3);
  const statusOf = async () =>
    (await server.database.db.select().from(salesSubscriptions).where(eq(salesSubscriptions.id, id)))[0].status;
  expect(await statusOf()).toBe(3);

  await Sales.rescueSubscription(id);
  expect(Sales.subscriptions.find((s) => s.subscriptionID === id)?.status).toBe(1);
  expect(await statusOf()).toBe(1);

  const sid = JSON.parse(atob(stored().accessToken.split('.')[1])).sid;
  await Identity.logout();
  expect(stored()).toEqual({});
  const [row] = await server.database.db.select().from(accountSessions).where(eq(accountSessions.id, sid));
  expect(row.revokedReason).toBe('logout');
});

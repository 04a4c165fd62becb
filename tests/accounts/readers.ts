import { eq } from 'drizzle-orm';
import { salesSubscriptions } from '../../server/db/schema-sales';
import { TEST_CARDS } from '../../server/accounts/sales/test-provider';
import { call, type AccountsServer } from './storage';

let n = 0;

/** A new reader, signed up and logged in. */
export async function newReader(server: AccountsServer) {
  const email = `lectora.${process.pid}.${++n}.${Date.now()}@semana.com`;
  const res = await call(server, 'POST', '/identity/public/v1/signup', {
    body: { identity: { userName: email, credentials: 'Clave1234' }, profile: { firstName: 'Ana', email } },
  });
  return { email, uuid: res.body.uuid as string, token: res.body.accessToken as string };
}

/** A reader who bought the annual plan with the success card; answers the reader and the subscription row. */
export async function newSubscriber(server: AccountsServer) {
  const reader = await newReader(server);
  const { token } = reader;
  await call(server, 'POST', '/sales/public/v1/cart/item', { token, body: { items: [{ sku: 'PLAN-DIGITAL-ANUAL' }] } });
  const { orderNumber } = (await call(server, 'POST', '/sales/public/v1/checkout/order', { token, body: {} })).body;
  await call(server, 'PUT', `/sales/public/v1/checkout/order/${orderNumber}/payment/1`, {
    token,
    body: { token: TEST_CARDS.success },
  });
  const [sub] = await server.database.db
    .select()
    .from(salesSubscriptions)
    .where(eq(salesSubscriptions.orderNumber, orderNumber));
  return { ...reader, subscription: sub };
}

/** Answers the test provider's 3-D Secure page as the reader's browser does (its form posts the decision). */
export async function answerChallenge(server: { url: string }, redirectUrl: string, decision: 'approve' | 'decline') {
  return fetch(server.url + redirectUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision }),
    redirect: 'manual',
  });
}

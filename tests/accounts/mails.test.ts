import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { accountOutbox } from '../../server/db/schema-accounts';
import { newReader, newSubscriber } from './readers';
import { call, startAccountsServer, type AccountsServer } from './storage';

let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(() => server?.close());

const mailsTo = (to: string) =>
  server.database.db.select().from(accountOutbox).where(eq(accountOutbox.to, to)).orderBy(asc(accountOutbox.id));

describe('mails of the account flows', () => {
  it('welcomes a new reader with a link that confirms the address', async () => {
    const reader = await newReader(server);
    const [welcome] = await mailsTo(reader.email);
    expect(welcome.subject).toBe('Bienvenido: tu cuenta está creada');
    const nonce = /\/identity\/public\/enlace\/verificar#([\w-]+)/.exec(welcome.text)?.[1];
    expect(nonce).toBeTruthy();
    expect((await call(server, 'GET', `/identity/public/v1/email/verify/${nonce}`)).body).toEqual({ success: true });
    const profile = await call(server, 'GET', '/identity/public/v1/profile', { token: reader.token });
    expect(profile.body.emailVerified).toBe(true);
  });

  it('sends the receipt of a paid order with its number, plan and total in pesos', async () => {
    const subscriber = await newSubscriber(server);
    const receipt = (await mailsTo(subscriber.email)).find((m) => m.subject.startsWith('Confirmación de tu compra'));
    expect(receipt?.subject).toBe(`Confirmación de tu compra ${subscriber.subscription.orderNumber}`);
    expect(receipt?.text).toContain('Suscripción digital anual');
    expect(receipt?.text).toMatch(/Total: \$\s?199\.000/);
  });

  it('sends no receipt for a declined payment', async () => {
    const reader = await newReader(server);
    const { token } = reader;
    await call(server, 'POST', '/sales/public/v1/cart/item', {
      token,
      body: { items: [{ sku: 'PLAN-DIGITAL-ANUAL' }] },
    });
    const { orderNumber } = (await call(server, 'POST', '/sales/public/v1/checkout/order', { token, body: {} })).body;
    const declined = await call(server, 'PUT', `/sales/public/v1/checkout/order/${orderNumber}/payment/1`, {
      token,
      body: { token: '4000000000000002' },
    });
    expect(declined.body.code).toBe('300170');
    expect((await mailsTo(reader.email)).map((m) => m.subject)).toEqual(['Bienvenido: tu cuenta está creada']);
  });
});

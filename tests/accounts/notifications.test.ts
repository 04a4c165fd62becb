import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { accountOutbox, accountUsers } from '../../server/db/schema-accounts';
import type { AccountsContext } from '../../server/accounts/context';
import { sendToService } from '../../server/accounts/notifications/service';
import { TEST_CARDS } from '../../server/accounts/sales/test-provider';
import { newReader, newSubscriber } from './readers';
import { call, startAccountsServer, type AccountsServer } from './storage';

const NOTIFICATION_URL = 'https://notificaciones.test/api';
const DATA_UPDATE_URL = 'https://datos.test/EnviarPaute';

interface Received {
  method: string;
  url: string;
  token: string | null;
  body: Record<string, unknown>;
}

let server: AccountsServer;
const services = setupServer();
let received: Received[] = [];
let answer: () => Response | Promise<Response>;

beforeAll(async () => {
  services.listen({ onUnhandledRequest: 'bypass' });
  server = await startAccountsServer();
});
afterAll(async () => {
  services.close();
  await server?.close();
});
beforeEach(() => {
  server.controls.resetThrottle();
  received = [];
  answer = () => HttpResponse.json({ ok: true });
  server.controls.settings.notifications = {
    url: NOTIFICATION_URL,
    token: 'token-fijo',
    dataUpdateUrl: DATA_UPDATE_URL,
  };
  const record = async ({ request }: { request: Request }) => {
    received.push({
      method: request.method,
      url: request.url,
      token: request.headers.get('api-token'),
      body: (await request.json()) as Record<string, unknown>,
    });
    return answer();
  };
  services.use(http.all(`${NOTIFICATION_URL}/*`, record), http.post(DATA_UPDATE_URL, record));
});
afterEach(() => {
  services.resetHandlers();
  server.controls.settings.notifications = {};
});

const to = (path: string) => received.filter((r) => r.url === NOTIFICATION_URL + path);
const ctx = (): AccountsContext => ({
  db: server.database.db,
  log: pino({ level: 'silent' }),
  production: false,
  settings: server.controls.settings,
  now: () => new Date(),
});

describe('notification service', () => {
  it('hears of a sign-up: POST /autogestion/user_registration with the api-token, and a data update', async () => {
    const reader = await newReader(server);
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(to('/autogestion/user_registration')).toEqual([
      {
        method: 'POST',
        url: `${NOTIFICATION_URL}/autogestion/user_registration`,
        token: 'token-fijo',
        body: expect.objectContaining({ uuid: reader.uuid, email: reader.email, firstName: 'Ana' }),
      },
    ]);
    const update = received.find((r) => r.url === DATA_UPDATE_URL);
    expect(update?.method).toBe('POST');
    expect(update?.token).toBeNull(); // the fixed token is the notification service's, not shared
    expect(update?.body).toMatchObject({ uuid: reader.uuid, email: reader.email, event: 'signup' });
  });

  it('hears of a reset request (POST /autogestion/reset_password_out) without the reset link', async () => {
    const reader = await newReader(server);
    await vi.waitFor(() => expect(received).toHaveLength(2));
    await call(server, 'POST', '/identity/public/v1/password/reset', { body: { userName: reader.email } });
    await vi.waitFor(() => expect(to('/autogestion/reset_password_out')).toHaveLength(1));
    const [sent] = to('/autogestion/reset_password_out');
    expect(sent).toMatchObject({
      method: 'POST',
      token: 'token-fijo',
      body: { uuid: reader.uuid, email: reader.email },
    });
    const mails = await server.database.db.select().from(accountOutbox).where(eq(accountOutbox.to, reader.email));
    const mail = mails.find((m) => m.subject === 'Recupera tu contraseña')!;
    const nonce = /nonce=([\w-]+)/.exec(mail.text)?.[1];
    expect(nonce).toBeTruthy();
    expect(JSON.stringify(sent.body)).not.toContain(nonce);
  });

  it('hears of a profile change: PATCH /autogestion/update_profile with the new data', async () => {
    const reader = await newReader(server);
    await vi.waitFor(() => expect(received).toHaveLength(2));
    received = [];
    const res = await call(server, 'PATCH', '/identity/public/v1/profile', {
      token: reader.token,
      body: { firstName: 'Beatriz', lastName: 'Gómez' },
    });
    expect(res.status).toBe(200);
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(to('/autogestion/update_profile')).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        token: 'token-fijo',
        body: expect.objectContaining({ uuid: reader.uuid, firstName: 'Beatriz', lastName: 'Gómez' }),
      }),
    ]);
    expect(received.find((r) => r.url === DATA_UPDATE_URL)?.body).toMatchObject({
      firstName: 'Beatriz',
      event: 'profile-update',
    });
  });

  it('hears of a newsletter sign-up: POST /icommkt/subscribe-user with email, key and origin', async () => {
    const res = await call(server, 'POST', '/newsletter/public/v1/signup', {
      body: { email: 'boletin@semana.com', consent: true, origin: 'home' },
    });
    expect(res.body).toEqual({ ok: 1 });
    await vi.waitFor(() => expect(to('/icommkt/subscribe-user')).toHaveLength(1));
    expect(to('/icommkt/subscribe-user')[0]).toMatchObject({
      method: 'POST',
      token: 'token-fijo',
      body: { email: 'boletin@semana.com', key: expect.any(String), origin: 'home' },
    });
  });

  it('hears of a paid order: POST /autogestion/new_purchase with the order and its subscription', async () => {
    const reader = await newSubscriber(server);
    await vi.waitFor(() => expect(to('/autogestion/new_purchase')).toHaveLength(1));
    expect(to('/autogestion/new_purchase')).toEqual([
      expect.objectContaining({
        method: 'POST',
        token: 'token-fijo',
        body: expect.objectContaining({
          uuid: reader.uuid,
          email: reader.email,
          orderNumber: reader.subscription.orderNumber,
          sku: 'PLAN-DIGITAL-ANUAL',
          total: 199000,
          currency: 'COP',
          subscriptionID: reader.subscription.id,
        }),
      }),
    ]);
  });

  it('says nothing of a declined payment', async () => {
    const { token } = await newReader(server);
    await call(server, 'POST', '/sales/public/v1/cart/item', {
      token,
      body: { items: [{ sku: 'PLAN-DIGITAL-ANUAL' }] },
    });
    const { orderNumber } = (await call(server, 'POST', '/sales/public/v1/checkout/order', { token, body: {} })).body;
    const paid = await call(server, 'PUT', `/sales/public/v1/checkout/order/${orderNumber}/payment/1`, {
      token,
      body: { token: TEST_CARDS.declined },
    });
    expect(paid.body.code).toBe('300170');
    await new Promise((r) => setTimeout(r, 200));
    expect(to('/autogestion/new_purchase')).toEqual([]);
  });

  it('sends nothing when it is not configured', async () => {
    server.controls.settings.notifications = {};
    await newReader(server);
    await call(server, 'POST', '/newsletter/public/v1/signup', {
      body: { email: 'nadie.mas@semana.com', consent: true },
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(received).toEqual([]);
  });
});

describe('a failing service never fails the reader', () => {
  it.each([
    ['answers 500', () => new HttpResponse('servicio caído', { status: 500 })],
    ['cannot be reached', () => HttpResponse.error()],
  ])('sign-up still succeeds when the service %s', async (_what, failure) => {
    answer = failure;
    const email = `falla.${Date.now()}.${Math.random()}@semana.com`;
    const res = await call(server, 'POST', '/identity/public/v1/signup', {
      body: { identity: { userName: email, credentials: 'Clave1234' }, profile: { firstName: 'Ana', email } },
    });
    expect(res.status).toBe(201);
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(await server.database.db.select().from(accountUsers).where(eq(accountUsers.email, email))).toHaveLength(1);
  });

  it('does not make the reader wait for a slow service', async () => {
    answer = async () => {
      await delay(3000);
      return HttpResponse.json({ ok: true });
    };
    const started = Date.now();
    const reader = await newReader(server);
    expect(reader.token).toBeTruthy();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('logs a refusal with the service’s answer', async () => {
    answer = () => new HttpResponse('token inválido', { status: 401 });
    const warn = vi.fn();
    const logged = { ...ctx(), log: { warn } as unknown as AccountsContext['log'] };
    const call = { service: 'notification', method: 'POST', path: '/autogestion/user_registration', body: {} } as const;
    expect(await sendToService(logged, call)).toBe(false);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ status: 401, answer: 'token inválido', url: `${NOTIFICATION_URL}${call.path}` }),
      expect.any(String),
    );
  });
});

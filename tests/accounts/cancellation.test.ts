import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { desc, eq } from 'drizzle-orm';
import { accountOutbox } from '../../server/db/schema-accounts';
import { salesSubscriptions } from '../../server/db/schema-sales';
import { newSubscriber } from './readers';
import { call, startAccountsServer, type AccountsServer } from './storage';

// The notification service, mocked: what the cancel tells it.
const NOTIFICATION_URL = 'https://notificaciones.test/api';
const services = setupServer();
const received: { path: string; body: Record<string, unknown> }[] = [];
let server: AccountsServer;

beforeAll(async () => {
  services.listen({ onUnhandledRequest: 'bypass' });
  services.use(
    http.all(`${NOTIFICATION_URL}/*`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      received.push({ path: new URL(request.url).pathname.replace('/api', ''), body });
      return HttpResponse.json({ ok: true });
    }),
  );
  server = await startAccountsServer();
  server.controls.settings.notifications = { url: NOTIFICATION_URL, token: 'token-fijo' };
});
afterAll(async () => {
  services.close();
  await server?.close();
});

describe('cancelling a subscription', () => {
  it('records the reason, mails the reader a confirmation and tells the notification service', async () => {
    const reader = await newSubscriber(server);
    const id = reader.subscription.id;
    const res = await call(server, 'PUT', `/sales/public/v1/subscription/${id}/cancel`, {
      token: reader.token,
      body: { reason: 'El precio: Muy caro para mí' },
    });
    expect(res.status).toBe(200);

    const [row] = await server.database.db.select().from(salesSubscriptions).where(eq(salesSubscriptions.id, id));
    expect([row.status, row.cancelReason]).toEqual([3, 'El precio: Muy caro para mí']);

    const [mail] = await server.database.db
      .select()
      .from(accountOutbox)
      .where(eq(accountOutbox.to, reader.email))
      .orderBy(desc(accountOutbox.id))
      .limit(1);
    expect(mail.subject).toBe('Cancelaste Suscripción digital anual');
    const until = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone: 'America/Bogota' }).format(
      row.currentPeriodEnd,
    );
    expect(mail.text).toContain(`Puedes seguir leyendo hasta el ${until}.`);
    expect(mail.text).toContain('«Reactivar suscripción»');

    await vi.waitFor(() =>
      expect(received.filter((r) => r.path === '/autogestion/cancel_subscription')).toHaveLength(1),
    );
    expect(received.find((r) => r.path === '/autogestion/cancel_subscription')?.body).toMatchObject({
      uuid: reader.uuid,
      email: reader.email,
      subscriptionID: id,
      sku: 'PLAN-DIGITAL-ANUAL',
      reason: 'El precio: Muy caro para mí',
      currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    });
  });

  it('a cancellation without a reason is recorded as none, and a second one sends no second mail', async () => {
    const reader = await newSubscriber(server);
    const id = reader.subscription.id;
    const path = `/sales/public/v1/subscription/${id}/cancel`;
    expect((await call(server, 'PUT', path, { token: reader.token, body: {} })).status).toBe(200);
    expect((await call(server, 'PUT', path, { token: reader.token, body: {} })).status).toBe(409);
    const mails = await server.database.db.select().from(accountOutbox).where(eq(accountOutbox.to, reader.email));
    expect(mails.filter((m) => m.subject.startsWith('Cancelaste'))).toHaveLength(1);
    await vi.waitFor(() =>
      expect(
        received.find((r) => r.path === '/autogestion/cancel_subscription' && r.body.subscriptionID === id)?.body,
      ).toMatchObject({ reason: null }),
    );
  });
});

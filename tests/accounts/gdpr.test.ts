import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accountAudit } from '../../server/db/schema-accounts';
import { newReader, newSubscriber } from './readers';
import { call, startAccountsServer, type AccountsServer } from './storage';

let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(() => server?.close());
beforeEach(() => server.controls.resetThrottle());

const GDPR = '/identity/public/v1/gdpr';

async function exportFor(token: string) {
  const list = await call(server, 'GET', GDPR, { token });
  expect(list.status).toBe(200);
  const report = await call(server, 'GET', `${GDPR}/${list.body[0].id}`, { token });
  expect(report.status).toBe(200);
  return { list: list.body, report: report.body, data: JSON.parse(report.body.data) };
}

describe('GET /identity/public/v1/gdpr', () => {
  it('lists one ready report in the shape the identity SDK reads', async () => {
    const reader = await newReader(server);
    const res = await call(server, 'GET', GDPR, { token: reader.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual([
      { id: 1, ready: true, requestDate: expect.any(Number), availableUntil: expect.any(Number) },
    ]);
  });

  it('needs a logged-in reader (100018) for the list and for a report', async () => {
    for (const path of [GDPR, `${GDPR}/1`]) {
      const res = await call(server, 'GET', path);
      expect([res.status, res.body.code]).toEqual([401, '100018']);
    }
  });
});

describe('GET /identity/public/v1/gdpr/{id}', () => {
  it('exports profile, identities, subscriptions, orders, newsletter sign-ups and audit events', async () => {
    const reader = await newSubscriber(server);
    await call(server, 'POST', '/newsletter/public/v1/signup', {
      body: { email: reader.email, consent: true, origin: 'home' },
    });
    const { report, data } = await exportFor(reader.token);
    expect(report).toMatchObject({ email: reader.email, firstName: 'Ana', asOfDate: expect.any(String) });
    expect(data.profile).toMatchObject({ uuid: reader.uuid, email: reader.email, firstName: 'Ana' });
    expect(data.identities).toEqual([expect.objectContaining({ userName: reader.email, type: 'Password' })]);
    expect(data.subscriptions).toEqual([
      expect.objectContaining({ id: reader.subscription.id, sku: 'PLAN-DIGITAL-ANUAL', status: 1 }),
    ]);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      orderNumber: reader.subscription.orderNumber,
      status: 'Paid',
      payments: [expect.objectContaining({ status: 'paid', lastFour: '4242' })],
    });
    expect(data.newsletterSignups).toEqual([expect.objectContaining({ email: reader.email, origin: 'home' })]);
    expect(data.auditEvents.map((e: { event: string }) => e.event)).toContain('signup');
  });

  it('leaves out secrets: no password hash, no renewal card token', async () => {
    const reader = await newSubscriber(server);
    expect(reader.subscription.paymentToken).toBeTruthy();
    const { report } = await exportFor(reader.token);
    expect(report.data).not.toContain(reader.subscription.paymentToken);
    expect(report.data).not.toContain('argon2');
    expect(report.data).not.toContain('passwordHash');
  });

  it('holds only the caller’s data, never another reader’s', async () => {
    const ana = await newSubscriber(server);
    const bea = await newReader(server);
    const { report, data } = await exportFor(bea.token);
    expect(data.profile.uuid).toBe(bea.uuid);
    expect(data.subscriptions).toEqual([]);
    expect(data.orders).toEqual([]);
    expect(report.data).not.toContain(ana.uuid);
    expect(report.data).not.toContain(ana.email);
  });

  it('records the export in the audit trail', async () => {
    const reader = await newReader(server);
    await exportFor(reader.token);
    const events = await server.database.db
      .select()
      .from(accountAudit)
      .where(and(eq(accountAudit.userId, reader.uuid), eq(accountAudit.event, 'gdpr-export')));
    expect(events).toHaveLength(1);
  });

  it('answers 404 to an unknown report and 400 to an id that is not a number', async () => {
    const reader = await newReader(server);
    const unknown = await call(server, 'GET', `${GDPR}/2`, { token: reader.token });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
    const bad = await call(server, 'GET', `${GDPR}/abc`, { token: reader.token });
    expect([bad.status, bad.body.code]).toEqual([400, 'INVALID_REQUEST']);
  });
});

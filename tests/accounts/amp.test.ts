import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ampReaders, salesSubscriptions } from '../../server/db/schema-accounts';
import { newReader, newSubscriber } from './fixtures';
import { call, startAccountsServer, type AccountsServer } from './storage';

let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(() => server?.close());

const S = '/sales/public/v1';

it('links an AMP reader id to a subscriber, grants access, and unlinks it on logout', async () => {
  const s = await newSubscriber(server);
  const ampId = `amp-${Date.now()}`;
  expect((await call(server, 'GET', `${S}/amp/${ampId}`)).body).toEqual({
    loggedIn: false,
    subscriber: false,
    granted: false,
  });
  expect((await call(server, 'PUT', `${S}/amp/add`, { token: s.token, body: { ampReaderId: ampId } })).body).toEqual({
    message: 'ok',
  });
  const [row] = await server.database.db.select().from(ampReaders).where(eq(ampReaders.ampReaderId, ampId));
  expect(row.userId).toBe(s.uuid);
  expect((await call(server, 'GET', `${S}/amp`, { token: s.token })).body).toEqual({ ampReaderIds: [ampId] });
  expect((await call(server, 'GET', `${S}/amp/${ampId}`)).body).toEqual({
    loggedIn: true,
    subscriber: true,
    granted: true,
  });

  await server.database.db
    .update(salesSubscriptions)
    .set({ status: 5 })
    .where(eq(salesSubscriptions.id, s.subscription.id));
  expect((await call(server, 'GET', `${S}/amp/${ampId}`)).body.granted).toBe(false);

  expect((await call(server, 'PUT', `${S}/amp/logout`, { token: s.token, body: {} })).body).toEqual({ message: 'ok' });
  expect((await call(server, 'GET', `${S}/amp/${ampId}`)).body.loggedIn).toBe(false);
});

it('a reader without a subscription is logged in but not granted; add needs a reader and an id', async () => {
  const r = await newReader(server);
  await call(server, 'PUT', `${S}/amp/add`, { token: r.token, body: { ampReaderId: `amp-r-${Date.now()}` } });
  const [link] = await server.database.db.select().from(ampReaders).where(eq(ampReaders.userId, r.uuid));
  expect((await call(server, 'GET', `${S}/amp/${link.ampReaderId}`)).body).toEqual({
    loggedIn: true,
    subscriber: false,
    granted: false,
  });
  expect((await call(server, 'PUT', `${S}/amp/add`, { body: { ampReaderId: 'x' } })).status).toBe(401);
  expect((await call(server, 'PUT', `${S}/amp/add`, { token: r.token, body: {} })).status).toBe(400);
});

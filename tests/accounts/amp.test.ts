import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ampReaders } from '../../server/db/schema-accounts';
import { salesSubscriptions } from '../../server/db/schema-sales';
import { newReader, newSubscriber } from './readers';
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

it('a reader id linked to one account cannot be taken over by another (330211) until that account logs out of AMP', async () => {
  const owner = await newSubscriber(server);
  const intruder = await newReader(server);
  const ampId = `amp-own-${Date.now()}`;
  await call(server, 'PUT', `${S}/amp/add`, { token: owner.token, body: { ampReaderId: ampId } });
  const taken = await call(server, 'PUT', `${S}/amp/add`, { token: intruder.token, body: { ampReaderId: ampId } });
  expect(taken.status).toBe(409);
  expect(taken.body).toEqual({ code: '330211', message: expect.stringContaining('vinculado a otra cuenta') });
  expect((await call(server, 'GET', `${S}/amp/${ampId}`)).body.granted).toBe(true);
  expect((await call(server, 'GET', `${S}/amp`, { token: intruder.token })).body).toEqual({ ampReaderIds: [] });
  // Linking it again from its own account is fine.
  expect(
    (await call(server, 'PUT', `${S}/amp/add`, { token: owner.token, body: { ampReaderId: ampId } })).body,
  ).toEqual({ message: 'ok' });

  await call(server, 'PUT', `${S}/amp/logout`, { token: owner.token, body: {} });
  expect(
    (await call(server, 'PUT', `${S}/amp/add`, { token: intruder.token, body: { ampReaderId: ampId } })).body,
  ).toEqual({ message: 'ok' });
  expect((await call(server, 'GET', `${S}/amp/${ampId}`)).body).toEqual({
    loggedIn: true,
    subscriber: false,
    granted: false,
  });
});

// Parallel calls: meaningful on PostgreSQL (DATABASE_URL), where they really run at once.
it('one account links at most 4 AMP reader ids (330212), also with 25 parallel calls', async () => {
  const s = await newSubscriber(server);
  const ids = Array.from({ length: 25 }, (_, i) => `amp-cap-${Date.now()}-${i}`);
  const answers = await Promise.all(
    ids.map((ampReaderId) => call(server, 'PUT', `${S}/amp/add`, { token: s.token, body: { ampReaderId } })),
  );
  const linked = ids.filter((_, i) => answers[i].body.message === 'ok');
  expect(linked).toHaveLength(4);
  expect(answers.filter((a) => a.status === 409 && a.body.code === '330212')).toHaveLength(21);
  expect((await call(server, 'GET', `${S}/amp`, { token: s.token })).body.ampReaderIds.sort()).toEqual(linked.sort());
  const granted = await Promise.all(ids.map((id) => call(server, 'GET', `${S}/amp/${id}`)));
  expect(granted.filter((g) => g.body.granted)).toHaveLength(4);
  // An id already linked still answers ok at the cap; after logging out the places are free again.
  expect(
    (await call(server, 'PUT', `${S}/amp/add`, { token: s.token, body: { ampReaderId: linked[0] } })).body,
  ).toEqual({ message: 'ok' });
  await call(server, 'PUT', `${S}/amp/logout`, { token: s.token, body: {} });
  expect((await call(server, 'PUT', `${S}/amp/add`, { token: s.token, body: { ampReaderId: ids[24] } })).body).toEqual({
    message: 'ok',
  });
});

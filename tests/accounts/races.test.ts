import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { salesShares, salesSubscriptions } from '../../server/db/schema-sales';
import { newSubscriber } from './readers';
import { call, startAccountsServer, type AccountsServer } from './storage';

// Parallel calls: meaningful on PostgreSQL (DATABASE_URL), where requests really run at once; PGlite serialises them.
let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(() => server?.close());

const S = '/sales/public/v1';

it('12 parallel share calls issue exactly 3 redeem codes; the others answer 300073', async () => {
  const owner = await newSubscriber(server);
  const id = owner.subscription.id;
  const answers = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      call(server, 'PUT', `${S}/subscription/${id}/share`, { token: owner.token, body: { email: `p${i}@x.co` } }),
    ),
  );
  expect(answers.filter((a) => typeof a.body.redeemCode === 'string')).toHaveLength(3);
  expect(answers.filter((a) => a.status === 409 && a.body.code === '300073')).toHaveLength(9);
  const rows = await server.database.db.select().from(salesShares).where(eq(salesShares.parentSubscriptionId, id));
  expect(rows).toHaveLength(3);
});

it('parallel cancel and rescue calls keep one history entry per call that succeeded', async () => {
  const reader = await newSubscriber(server);
  const id = reader.subscription.id;
  const done = { CANCEL_SUBSCRIPTION: 0, RESCUE_SUBSCRIPTION: 0 };
  for (let round = 0; round < 6; round++) {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        const action = i % 2 ? 'rescue' : 'cancel';
        return call(server, 'PUT', `${S}/subscription/${id}/${action}`, {
          token: reader.token,
          body: action === 'cancel' ? { reason: `r${round}.${i}` } : {},
        }).then((a) => ({ action, ok: a.status === 200 }));
      }),
    );
    for (const a of answers) if (a.ok) done[a.action === 'cancel' ? 'CANCEL_SUBSCRIPTION' : 'RESCUE_SUBSCRIPTION'] += 1;
  }
  const [sub] = await server.database.db.select().from(salesSubscriptions).where(eq(salesSubscriptions.id, id));
  const logged = (type: string) => sub.events.filter((e) => e.eventType === type).length;
  expect(done.CANCEL_SUBSCRIPTION).toBeGreaterThan(0);
  expect(logged('CANCEL_SUBSCRIPTION')).toBe(done.CANCEL_SUBSCRIPTION);
  expect(logged('RESCUE_SUBSCRIPTION')).toBe(done.RESCUE_SUBSCRIPTION);
});

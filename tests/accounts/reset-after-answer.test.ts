import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { accountAudit, accountOutbox } from '../../server/db/schema-accounts';
import type { AccountsControls } from '../../server/accounts/router';
import { MemoryHitStore, type HitStore } from '../../server/security/hit-store';
import { scratchDatabase } from '../helpers/databases';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { newReader } from './readers';
import { call } from './storage';

/**
 * Issue 24, item 8: a reset request does the same work before its answer for every address, so neither the answer
 * nor its time tells who has an account. The per-address work (the mail limit, the nonce, the mail) runs after the
 * answer: the counters below hold the mail limit's count until the test lets it go, and both answers come first.
 */
class HeldMailCounts implements HitStore {
  private readonly counts = new MemoryHitStore();
  private held = false;
  private readonly waiting: (() => void)[] = [];
  /** Every key of the per-account mail limit counted, in order. */
  readonly mailKeys: string[] = [];

  async hit(key: string, windowMs: number) {
    if (key.startsWith('accounts:mail:')) {
      this.mailKeys.push(key);
      if (this.held) await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    return this.counts.hit(key, windowMs);
  }
  unhit(key: string) {
    return this.counts.unhit(key);
  }
  reset(prefix?: string) {
    return this.counts.reset(prefix);
  }
  hold() {
    this.held = true;
  }
  /** How many requests' work waits at the mail limit. */
  get holding() {
    return this.waiting.length;
  }
  release() {
    this.held = false;
    for (const go of this.waiting.splice(0)) go();
  }
}

const limits = new HeldMailCounts();
let server: TestServer & { controls: AccountsControls };
let drop = async () => {};
beforeAll(async () => {
  const admin = process.env.DATABASE_URL;
  const scratch = admin ? await scratchDatabase(admin, 'migrated') : undefined;
  if (scratch) drop = scratch.drop;
  const started = await startTestServer({ seed: false, databaseUrl: scratch?.url, limits, trustProxy: 1 });
  server = { ...started, controls: started.app.locals.accounts as AccountsControls };
});
afterAll(async () => {
  limits.release();
  await server?.close();
  await drop();
});
beforeEach(async () => {
  limits.release();
  await server.controls.resetThrottle();
});

const ask = (userName: string, from = '192.0.2.1') =>
  call(server, 'POST', '/identity/public/v1/password/reset', {
    body: { userName },
    headers: { 'X-Forwarded-For': from },
  });
const resetMailsTo = async (to: string) =>
  (await server.database.db.select().from(accountOutbox).where(eq(accountOutbox.to, to))).filter(
    (m) => m.subject === 'Recupera tu contraseña',
  );

describe('password reset requests', () => {
  it('answers a known and an unknown address alike before either mail is written; the mail follows', async () => {
    const reader = await newReader(server);
    const nobody = `nadie.despues.${Date.now()}@semana.com`;
    limits.hold();
    const known = await ask(reader.email);
    const unknown = await ask(nobody);
    // Both answered, and the work behind each (begun once its answer went) then reaches the held mail limit: the
    // answer waited for none of it.
    await expect.poll(() => limits.holding, { timeout: 10_000 }).toBe(2);
    expect([known.status, known.body]).toEqual([200, { success: true }]);
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    expect(unknown.headers.get('content-type')).toBe(known.headers.get('content-type'));
    expect(await resetMailsTo(reader.email)).toEqual([]);

    limits.release();
    await server.controls.settled();
    const [mail] = await resetMailsTo(reader.email);
    expect(mail.text).toMatch(/\/recuperar-contrasena\/\?nonce=[\w-]{20,}/);
    expect(await resetMailsTo(nobody)).toEqual([]);
    const unknownAudit = await server.database.db
      .select()
      .from(accountAudit)
      .where(and(eq(accountAudit.event, 'password-reset-requested'), isNull(accountAudit.userId)));
    expect(unknownAudit.map((r) => (r.detail as { userName?: string }).userName)).toContain(nobody);
  });

  it('counts the per-address mail limit for an unknown address as for an account: 3 mails an hour, same answers', async () => {
    const reader = await newReader(server);
    const nobody = `nadie.limite.${Date.now()}@semana.com`;
    const answers: unknown[] = [];
    // A different source each time: only the per-address limit applies.
    for (let i = 0; i < 4; i++) {
      answers.push((await ask(reader.email, `198.51.100.${i + 1}`)).body);
      answers.push((await ask(nobody, `203.0.113.${i + 1}`)).body);
    }
    await server.controls.settled();
    expect(answers).toEqual(Array(8).fill({ success: true }));
    expect(await resetMailsTo(reader.email)).toHaveLength(3);
    const counted = (key: string) => limits.mailKeys.filter((k) => k === key).length;
    expect(counted(`accounts:mail:${reader.uuid}`)).toBe(4);
    expect(counted(`accounts:mail:name:${nobody}`)).toBe(4);
  });

  it('throttles one source alike whether the address has an account or not', async () => {
    const reader = await newReader(server);
    const nobody = `nadie.fuente.${Date.now()}@semana.com`;
    const limit = server.controls.settings.throttle.attemptsPerMinute;
    const statuses: number[] = [];
    for (let i = 0; i < limit; i++) statuses.push((await ask(i % 2 ? nobody : reader.email, '192.0.2.77')).status);
    expect(statuses).toEqual(Array(limit).fill(200));
    const overKnown = await ask(reader.email, '192.0.2.77');
    const overUnknown = await ask(nobody, '192.0.2.77');
    expect([overKnown.status, overKnown.body.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect([overUnknown.status, overUnknown.body]).toEqual([overKnown.status, overKnown.body]);
    await server.controls.settled();
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { accountAudit, accountOutbox } from '../../server/db/schema-accounts';
import { newReader } from './readers';
import { call, startAccountsServer, type AccountsServer } from './storage';

// Every argon2 verification the server runs, with the hash it verified against.
const argon = vi.hoisted(() => ({ verified: [] as string[] }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...real,
    verify: (hashed: string | Uint8Array, password: string | Uint8Array) => {
      argon.verified.push(String(hashed));
      return real.verify(hashed, password);
    },
  };
});

/**
 * Issue 10, item 13: a name without an account cannot be told from an account by its answers or by the work
 * done for it. Same status, code and message for every attempt, the same lock after 5 failures, one argon2id
 * verification per attempt for both (none while locked), and the same answer to a password reset.
 */
let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(() => server?.close());
beforeEach(async () => {
  await server.controls.resetThrottle();
  argon.verified.length = 0;
});

const login = (userName: string, credentials: string) =>
  call(server, 'POST', '/identity/public/v1/auth/login', {
    body: { userName, credentials, grantType: 'password', rememberMe: false },
  });

/** Status, code and message of 7 wrong guesses, then the count of argon2 verifications each one ran. */
async function guesses(userName: string) {
  const answers: string[] = [];
  const verifications: number[] = [];
  for (let i = 0; i < 7; i++) {
    const before = argon.verified.length;
    const res = await login(userName, 'Adivina123');
    answers.push(`${res.status} ${res.body.code} ${res.body.message}`);
    verifications.push(argon.verified.length - before);
  }
  return { answers, verifications };
}

describe('login: an unknown name answers like an account', () => {
  it('the same answers and the same lock after 5 failures, with the same argon2 work', async () => {
    const reader = await newReader(server);
    const known = await guesses(reader.email);
    const unknown = await guesses(`nadie.${Date.now()}@semana.com`);
    expect(known.answers.slice(0, 4)).toEqual(Array(4).fill('401 300040 La contraseña es incorrecta.'));
    const locked = '429 100014 Tu cuenta ha sido bloqueada temporalmente. Inténtalo de nuevo más tarde.';
    expect(known.answers.slice(4)).toEqual([locked, locked, locked]);
    expect(unknown.answers).toEqual(known.answers);
    // One verification per attempt until the lock, none after it: for the account and for the unknown name.
    expect(known.verifications).toEqual([1, 1, 1, 1, 1, 0, 0]);
    expect(unknown.verifications).toEqual(known.verifications);
  });

  it('verifies an unknown name against an argon2id hash made once at start-up', async () => {
    await login(`nadie.a.${Date.now()}@semana.com`, 'Adivina123');
    await login(`nadie.b.${Date.now()}@semana.com`, 'Otra12345');
    expect(argon.verified).toHaveLength(2);
    expect(argon.verified[0]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(argon.verified[1]).toBe(argon.verified[0]);
  });

  it('the lock of an unknown name is kept per name, in any letter case', async () => {
    const name = `Nadie.${Date.now()}@Semana.com`;
    for (let i = 0; i < 5; i++) await login(name, 'Adivina123');
    const res = await login(name.toLowerCase(), 'Adivina123');
    expect([res.status, res.body.code]).toEqual([429, '100014']);
    expect((await login(`otra.${Date.now()}@semana.com`, 'Adivina123')).status).toBe(401);
  });
});

describe('password reset: the same answer and the same kind of work', () => {
  it('answers a known and an unknown address alike, and records both', async () => {
    const reader = await newReader(server);
    const unknownName = `nadie.reset.${Date.now()}@semana.com`;
    const ask = (userName: string) =>
      call(server, 'POST', '/identity/public/v1/password/reset', { body: { userName } });
    const known = await ask(reader.email);
    const unknown = await ask(unknownName);
    await server.controls.settled(); // the per-address work runs after the answer
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    expect(known.body).toEqual({ success: true });
    expect(unknown.headers.get('content-type')).toBe(known.headers.get('content-type'));
    // A mail for the account only; an audit row for each.
    const mails = await server.database.db.select().from(accountOutbox).where(eq(accountOutbox.to, reader.email));
    expect(mails).toHaveLength(2); // the welcome mail and the reset
    const unknownRows = await server.database.db
      .select()
      .from(accountAudit)
      .where(and(eq(accountAudit.event, 'password-reset-requested'), isNull(accountAudit.userId)));
    expect(unknownRows.map((r) => (r.detail as { userName?: string }).userName)).toContain(unknownName);
    // Neither runs argon2: no password is checked on a reset request.
    expect(argon.verified).toHaveLength(0);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../../server/accounts/crypto';
import { accountAudit, accountOutbox, accountUsers } from '../../server/db/schema-accounts';
import { call, startAccountsServer, type AccountsServer } from './storage';

/** Issue 10 item 11: user-name squatting (docs/decisions/0018). Runs on PostgreSQL when DATABASE_URL is set. */
let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(() => server?.close());
beforeEach(() => server.controls.resetThrottle());

const db = () => server.database.db;
let n = 0;
const unique = (who: string) => `${who}${++n}.${Date.now()}@example.com`;

const signUp = (userName: string, email: string, credentials = 'Clave1234') =>
  call(server, 'POST', '/identity/public/v1/signup', {
    body: { identity: { userName, credentials }, profile: { email, firstName: 'Ana' } },
  });

const mailsTo = (to: string) =>
  db().select().from(accountOutbox).where(eq(accountOutbox.to, to)).orderBy(desc(accountOutbox.id));

const linkIn = (text: string) => /(?:nonce=|#)([A-Za-z0-9_-]{20,})/.exec(text)?.[1] ?? '';

const row = async (id: string) => (await db().select().from(accountUsers).where(eq(accountUsers.id, id)))[0];

/** A squat made before the rule existed: the victim's address as user name, the squatter's own as e-mail. */
async function legacySquat(victim: string) {
  const id = crypto.randomUUID();
  const squatterEmail = unique('squatter');
  await db()
    .insert(accountUsers)
    .values({ id, userName: victim, email: squatterEmail, passwordHash: await hashPassword('Squat1234'), profile: {} });
  return { id, squatterEmail };
}

describe('a user name that is an e-mail address', () => {
  it('must be the profile address at sign-up', async () => {
    const victim = unique('victima');
    const res = await signUp(victim, unique('squatter'));
    expect([res.status, res.body.code]).toEqual([400, 'USERNAME_NOT_EMAIL']);
    expect(res.body.message).toMatch(/debe ser el mismo correo/);
    // The owner can still register their own address.
    expect((await signUp(victim, victim)).status).toBe(201);
  });

  it('follows the address when the reader changes it', async () => {
    const email = unique('cambia');
    const created = await signUp(email, email);
    const next = unique('nuevo');
    const patched = await call(server, 'PATCH', '/identity/public/v1/profile', {
      token: created.body.accessToken,
      body: { email: next },
    });
    expect(patched.status).toBe(200);
    const after = await row(created.body.uuid);
    expect([after.userName, after.email, after.emailVerified]).toEqual([next, next, false]);
  });
});

describe('the owner of a squatted address', () => {
  it('signs up, gets the resets, and takes the name from the holder when verifying the address', async () => {
    const victim = unique('duena');
    const squat = await legacySquat(victim);

    const created = await signUp(victim, victim, 'Duena1234');
    expect(created.status).toBe(201);
    const owner = created.body.uuid as string;
    const login = await call(server, 'POST', '/identity/public/v1/auth/login', {
      body: { userName: victim, credentials: 'Duena1234' },
    });
    expect(login.body.uuid).toBe(owner);

    await call(server, 'POST', '/identity/public/v1/password/reset', { body: { userName: victim } });
    await server.controls.settled(); // the reset is mailed after its answer
    expect((await mailsTo(victim)).map((m) => m.subject)).toContain('Recupera tu contraseña');
    expect(await mailsTo(squat.squatterEmail)).toEqual([]);

    const welcome = (await mailsTo(victim)).find((m) => m.subject.startsWith('Bienvenido'))!;
    const verified = await call(server, 'GET', `/identity/public/v1/email/verify/${linkIn(welcome.text)}`);
    expect(verified.status).toBe(200);
    const [ownerRow, squatterRow] = [await row(owner), await row(squat.id)];
    expect([ownerRow.userName, ownerRow.emailVerified]).toEqual([victim, true]);
    expect(squatterRow.userName).toBe(squat.squatterEmail);
    const events = await db()
      .select()
      .from(accountAudit)
      .where(
        and(
          inArray(accountAudit.userId, [owner, squat.id]),
          inArray(accountAudit.event, ['username-claimed', 'username-released']),
        ),
      );
    expect(events.map((e) => [e.userId, e.event]).sort()).toEqual(
      [
        [owner, 'username-claimed'],
        [squat.id, 'username-released'],
      ].sort(),
    );
  });

  it('gets no reset mail sent to a squatter who holds the address alone', async () => {
    const victim = unique('sola');
    const squat = await legacySquat(victim);
    await db().update(accountUsers).set({ emailVerified: true }).where(eq(accountUsers.id, squat.id));
    const res = await call(server, 'POST', '/identity/public/v1/password/reset', { body: { userName: victim } });
    await server.controls.settled(); // the reset is mailed after its answer
    expect(res.body).toEqual({ success: true });
    expect(await mailsTo(squat.squatterEmail)).toEqual([]);
  });
});

describe('password resets go only to proven addresses', () => {
  it('mails an unverified address only when the reader typed it, and opening the link verifies it', async () => {
    const email = unique('nuevo');
    const name = `lector${n}${Date.now()}`;
    const created = await signUp(name, email);
    expect(created.status).toBe(201);
    const byName = await call(server, 'POST', '/identity/public/v1/password/reset', { body: { userName: name } });
    await server.controls.settled(); // the reset is mailed after its answer
    expect(byName.body).toEqual({ success: true });
    expect((await mailsTo(email)).filter((m) => m.subject === 'Recupera tu contraseña')).toEqual([]);

    await call(server, 'POST', '/identity/public/v1/password/reset', { body: { userName: email } });
    await server.controls.settled(); // the reset is mailed after its answer
    const [mail] = (await mailsTo(email)).filter((m) => m.subject === 'Recupera tu contraseña');
    const reset = await call(server, 'PUT', `/identity/public/v1/password/reset/${linkIn(mail.text)}`, {
      body: { newPassword: 'Nueva1234' },
    });
    expect(reset.status).toBe(200);
    expect((await row(created.body.uuid)).emailVerified).toBe(true);

    // Verified now: the user name alone is enough.
    await call(server, 'POST', '/identity/public/v1/password/reset', { body: { userName: name } });
    await server.controls.settled(); // the reset is mailed after its answer
    expect((await mailsTo(email)).filter((m) => m.subject === 'Recupera tu contraseña')).toHaveLength(2);
  });

  it('spends links mailed to the old address when the address changes', async () => {
    const email = unique('viejo');
    const created = await signUp(email, email);
    await call(server, 'POST', '/identity/public/v1/password/reset', { body: { userName: email } });
    await server.controls.settled(); // the reset is mailed after its answer
    const [mail] = (await mailsTo(email)).filter((m) => m.subject === 'Recupera tu contraseña');
    await call(server, 'PATCH', '/identity/public/v1/profile', {
      token: created.body.accessToken,
      body: { email: unique('otro') },
    });
    const reset = await call(server, 'PUT', `/identity/public/v1/password/reset/${linkIn(mail.text)}`, {
      body: { newPassword: 'Nueva1234' },
    });
    expect(reset.body.code).toBe('300033');
    expect((await row(created.body.uuid)).emailVerified).toBe(false);
  });
});

// Races show only on PostgreSQL (DATABASE_URL set: this server runs on it); on PGlite the calls run one by one.
describe('in parallel', () => {
  // The race is the database's to settle: the per-e-mail sign-up throttle (abuse-limits.test.ts) would answer first.
  beforeEach(() => {
    server.controls.settings.throttle.signupsPerEmailPerHour = 100;
  });
  afterAll(() => {
    server.controls.settings.throttle.signupsPerEmailPerHour = 3;
  });

  it('lets one of many owner sign-ups for a squatted address through, and one verification take the name', async () => {
    const victim = unique('carrera');
    const squat = await legacySquat(victim);
    const answers = await Promise.all(Array.from({ length: 8 }, () => signUp(victim, victim, 'Duena1234')));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const owner = answers.find((a) => a.status === 201)!.body.uuid as string;

    const welcome = (await mailsTo(victim)).find((m) => m.subject.startsWith('Bienvenido'))!;
    const nonce = linkIn(welcome.text);
    await call(server, 'POST', '/identity/public/v1/email/verify', { body: { email: victim } });
    const again = linkIn((await mailsTo(victim))[0].text);
    const verified = await Promise.all(
      [nonce, again, nonce, again].map((link) => call(server, 'GET', `/identity/public/v1/email/verify/${link}`)),
    );
    expect(verified.map((v) => v.status).sort()).toEqual([200, 200, 410, 410]);
    expect((await row(owner)).userName).toBe(victim);
    expect((await row(squat.id)).userName).toBe(squat.squatterEmail);
    const claimed = await db()
      .select()
      .from(accountAudit)
      .where(and(eq(accountAudit.userId, squat.id), eq(accountAudit.event, 'username-released')));
    expect(claimed).toHaveLength(1);
  });
});

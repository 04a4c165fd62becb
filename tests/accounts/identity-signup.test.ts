import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { accountUsers } from '../../server/db/schema-accounts';
import { call } from './storage';
import { identityTest } from './identity-setup';

const identity = identityTest();
const { db, freshEmail, signUp } = identity;

describe('POST /identity/public/v1/signup', () => {
  it('creates the account with an argon2id hash and answers uuid, identities and profile', async () => {
    const email = freshEmail();
    const res = await call(identity.server, 'POST', '/identity/public/v1/signup', {
      body: {
        identity: { userName: email, credentials: 'Clave1234' },
        profile: { firstName: 'Ana', email },
        recaptchaToken: 't',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.identities[0]).toMatchObject({ userName: email, type: 'Password' });
    expect(res.body.profile).toMatchObject({ firstName: 'Ana', email });
    const [row] = await db().select().from(accountUsers).where(eq(accountUsers.id, res.body.uuid));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain('Clave1234');
  });

  it('refuses the same user name again with 300039 and keeps one row', async () => {
    const { email } = await signUp();
    const again = await call(identity.server, 'POST', '/identity/public/v1/signup', {
      body: { identity: { userName: email.toUpperCase(), credentials: 'Clave1234' }, profile: { email } },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('300039');
    const rows = await db()
      .select()
      .from(accountUsers)
      .where(sql`lower(${accountUsers.email}) = ${email}`);
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['abcdefgh', '300036'],
    ['ABCDEFG1', '300036'],
    ['Abc1', '300036'],
  ])('rejects the password %s with %s', async (credentials, code) => {
    const email = freshEmail();
    const res = await call(identity.server, 'POST', '/identity/public/v1/signup', {
      body: { identity: { userName: email, credentials }, profile: { email } },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(await db().select().from(accountUsers).where(eq(accountUsers.email, email))).toHaveLength(0);
  });

  it('answers the spec codes for user name, email and name bounds', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ identity: { userName: 'abcd', credentials: 'Clave1234' }, profile: { email: 'a@semana.com' } }, '300081'],
      [{ identity: { userName: '', credentials: 'Clave1234' } }, '300080'],
      [{ identity: { credentials: 'Clave1234' } }, '300080'],
      [{ identity: { userName: 'x'.repeat(101), credentials: 'Clave1234' } }, '300081'],
      [{ identity: { userName: 'ana@semana', credentials: 'Clave1234' } }, '300075'],
      [{ identity: { userName: 'lectora', credentials: 'Clave1234' }, profile: { email: 'ana@semana' } }, '300075'],
      [{ identity: { userName: freshEmail(), credentials: 'Clave1234' }, profile: { firstName: '' } }, '300093'],
      [
        { identity: { userName: freshEmail(), credentials: 'Clave1234' }, profile: { firstName: 'Ana<script>' } },
        '300127',
      ],
    ];
    for (const [body, code] of cases) {
      const res = await call(identity.server, 'POST', '/identity/public/v1/signup', { body });
      expect({ code: res.body.code, status: res.status }).toEqual({ code, status: 400 });
    }
  });

  it('answers 400 INVALID_REQUEST to a malformed or missing body, never 500', async () => {
    for (const body of ['{not json', '[]', 'null', '']) {
      const res = await call(identity.server, 'POST', '/identity/public/v1/signup', {
        body,
        headers: { 'Content-Type': 'application/json' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });
});

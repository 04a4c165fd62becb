import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountUsers } from '../../server/db/schema-accounts';
import { call } from './storage';
import { identityTest } from './identity-setup';

const identity = identityTest();
const { db, login, signUp } = identity;

describe('logout, profile and password', () => {
  it('logout (DELETE /v1/auth/token) ends the session: access and refresh tokens stop working', async () => {
    const user = await signUp();
    const s = (await login(user.email, user.password)).body;
    const out = await call(identity.server, 'DELETE', '/identity/public/v1/auth/token', { token: s.accessToken });
    expect(out.status).toBe(200);
    expect((await call(identity.server, 'GET', '/identity/public/v1/profile', { token: s.accessToken })).status).toBe(
      401,
    );
    expect(
      (await call(identity.server, 'POST', '/identity/public/v1/auth/token', { body: { token: s.refreshToken } }))
        .status,
    ).toBe(401);
    expect((await call(identity.server, 'DELETE', '/identity/public/v1/auth/token')).status).toBe(401);
  });

  it('GET /v1/profile needs a valid bearer token', async () => {
    const user = await signUp();
    const ok = await call(identity.server, 'GET', '/identity/public/v1/profile', { token: user.accessToken });
    expect(ok.body).toMatchObject({
      uuid: user.uuid,
      email: user.email,
      firstName: 'Ana',
      identities: [{ type: 'Password', userName: user.email }],
    });
    expect((await call(identity.server, 'GET', '/identity/public/v1/profile')).status).toBe(401);
    expect((await call(identity.server, 'GET', '/identity/public/v1/profile', { token: 'nope' })).status).toBe(401);
  });

  it('PATCH /v1/profile saves fields, ignores uuid and checks bounds', async () => {
    const user = await signUp();
    const res = await call(identity.server, 'PATCH', '/identity/public/v1/profile', {
      token: user.accessToken,
      body: {
        uuid: 'otro',
        firstName: 'Ana María',
        secondLastName: 'x'.repeat(50),
        contacts: [{ phone: '3001234567', type: 'PRIMARY' }],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ uuid: user.uuid, firstName: 'Ana María' });
    const [row] = await db().select().from(accountUsers).where(eq(accountUsers.id, user.uuid));
    expect(row.profile.firstName).toBe('Ana María');
    expect(row.profile.contacts).toEqual([{ phone: '3001234567', type: 'PRIMARY' }]);
    const bad: [Record<string, unknown>, string][] = [
      [{ secondLastName: 'x'.repeat(51) }, '300130'],
      [{ lastName: 'x'.repeat(101) }, '300128'],
      [{ lastName: 'Pérez<script>' }, '300129'],
      [{ addresses: [{ line1: '', locality: 'Bogotá', country: 'CO' }] }, '300165'],
      [{ addresses: [{ line1: 'Calle 1', locality: '', country: 'CO' }] }, '300167'],
      [{ addresses: [{ line1: 'Calle 1', locality: 'Bogotá', region: '', country: 'CO' }] }, '300168'],
      [{ contacts: [{ phone: '123456789' }] }, '300071'],
      [{ email: 'ana@semana' }, '300075'],
      [{ picture: 'x'.repeat(256) }, '300201'],
      [{ attributes: [{ name: 'x'.repeat(31), value: 'v' }] }, '300201'],
      [{ addresses: [{ line1: 'Calle 1', locality: 'Bogotá', country: 'COL' }] }, '300169'],
      [{ contacts: Array.from({ length: 101 }, () => ({ phone: '3001234567' })) }, '3007010'],
      [
        { addresses: Array.from({ length: 101 }, () => ({ line1: 'Calle 1', locality: 'Cali', country: 'CO' })) },
        '3007011',
      ],
      [{ attributes: Array.from({ length: 101 }, (_, i) => ({ name: `a${i}`, value: 'v' })) }, '3007012'],
      [{ email: 'ana@Mailinator.com' }, '300041'],
    ];
    for (const [body, code] of bad) {
      const r = await call(identity.server, 'PATCH', '/identity/public/v1/profile', { token: user.accessToken, body });
      expect({ status: r.status, code: r.body.code }).toEqual({ status: 400, code });
    }
    const [after] = await db().select().from(accountUsers).where(eq(accountUsers.id, user.uuid));
    expect(after.profile.secondLastName).toBe('x'.repeat(50));
  });

  it('refuses sign-up with a throwaway-mail domain (300041) and creates no account', async () => {
    const email = `desechable.${Date.now()}@yopmail.com`;
    const res = await call(identity.server, 'POST', '/identity/public/v1/signup', {
      body: { identity: { userName: email, credentials: 'Clave1234' }, profile: { email } },
    });
    expect([res.status, res.body.code]).toEqual([400, '300041']);
    expect(await db().select().from(accountUsers).where(eq(accountUsers.email, email))).toEqual([]);
  });

  it("PATCH /v1/profile refuses another reader's email with 300022", async () => {
    const a = await signUp();
    const b = await signUp();
    const res = await call(identity.server, 'PATCH', '/identity/public/v1/profile', {
      token: b.accessToken,
      body: { email: a.email },
    });
    expect([res.status, res.body.code]).toEqual([409, '300022']);
  });

  it('PUT /v1/password changes the password, ends other sessions and audits it', async () => {
    const user = await signUp();
    const other = (await login(user.email, user.password)).body;
    const wrong = await call(identity.server, 'PUT', '/identity/public/v1/password', {
      token: user.accessToken,
      body: { oldPassword: 'Mala12345', newPassword: 'Nueva1234' },
    });
    expect(wrong.body.code).toBe('300040');
    const weak = await call(identity.server, 'PUT', '/identity/public/v1/password', {
      token: user.accessToken,
      body: { oldPassword: user.password, newPassword: 'debil' },
    });
    expect(weak.body.code).toBe('300036');
    const ok = await call(identity.server, 'PUT', '/identity/public/v1/password', {
      token: user.accessToken,
      body: { oldPassword: user.password, newPassword: 'Nueva1234' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.userName).toBe(user.email);
    expect((await login(user.email, user.password)).status).toBe(401);
    expect((await login(user.email, 'Nueva1234')).status).toBe(200);
    expect(
      (await call(identity.server, 'GET', '/identity/public/v1/profile', { token: other.accessToken })).status,
    ).toBe(401);
    expect(
      (await call(identity.server, 'GET', '/identity/public/v1/profile', { token: user.accessToken })).status,
    ).toBe(200);
  });

  it('GET /v1/config tells the recaptcha switches and the password policy', async () => {
    const res = await call(identity.server, 'GET', '/identity/public/v1/config');
    expect(res.body).toMatchObject({
      signinRecaptcha: false,
      disqus: { enabled: false },
      facebookAppId: expect.any(String),
      pwMinLength: 8,
    });
  });

  it('enforces recaptcha on login when the config enables it (130001)', async () => {
    identity.server.controls.settings.recaptcha.signin = true;
    try {
      const res = await login('a@semana.com', 'Clave1234');
      expect(res.body).toEqual({ code: '130001', message: 'Captcha token invalid' });
    } finally {
      identity.server.controls.settings.recaptcha.signin = false;
    }
  });
});

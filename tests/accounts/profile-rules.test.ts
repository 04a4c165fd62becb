import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { accountOutbox } from '../../server/db/schema-accounts';
import { newReader } from './readers';
import { call, startAccountsServer, type AccountsServer } from './storage';

let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(() => server?.close());

// Issue 12: the date of birth says 14 or older (spec 2, 9), countries are ISO 3166-1 (spec 2, 5).
const TODAY = new Date('2026-11-22T17:00:00Z');
const patch = (token: string, body: Record<string, unknown>) =>
  call(server, 'PATCH', '/identity/public/v1/profile', { token, body });
const birth = (date: string) => {
  const [birthYear, birthMonth, birthDay] = date.split('-');
  return { birthYear, birthMonth, birthDay };
};

describe('date of birth', () => {
  it('takes a reader of 14 or more, turning 14 today included, and refuses a younger one (userNotOfAge)', async () => {
    const reader = await newReader(server);
    server.controls.setClock(() => TODAY);
    try {
      expect((await patch(reader.token, birth('2000-01-01'))).status).toBe(200);
      expect((await patch(reader.token, birth('2012-11-22'))).status).toBe(200);
      const young = await patch(reader.token, birth('2012-11-23'));
      expect([young.status, young.body.code, young.body.message]).toEqual([
        400,
        'userNotOfAge',
        'Debes tener al menos 14 años',
      ]);
      // Changing the year alone is checked against the stored month and day.
      expect((await patch(reader.token, { birthYear: '2013' })).body.code).toBe('userNotOfAge');
    } finally {
      server.controls.setClock(undefined);
    }
  });

  it('refuses a date that does not exist or lies ahead, and a part missing at sign-up (dobRequired)', async () => {
    const reader = await newReader(server);
    expect((await patch(reader.token, birth('2000-02-30'))).body.code).toBe('dobRequired');
    expect((await patch(reader.token, birth('2999-01-01'))).body.code).toBe('dobRequired');
    const email = `joven.${Date.now()}@semana.com`;
    const signup = await call(server, 'POST', '/identity/public/v1/signup', {
      body: {
        identity: { userName: email, credentials: 'Clave1234' },
        profile: { firstName: 'Ana', email, birthYear: '2000', birthMonth: '1' },
      },
    });
    expect([signup.status, signup.body.code]).toEqual([400, 'dobRequired']);
  });

  it('refuses sign-up under 14 and creates no account', async () => {
    const email = `nina.${Date.now()}@semana.com`;
    const signup = () =>
      call(server, 'POST', '/identity/public/v1/signup', {
        body: {
          identity: { userName: email, credentials: 'Clave1234' },
          profile: { firstName: 'Ana', email, ...birth(`${new Date().getFullYear() - 10}-01-01`) },
        },
      });
    expect((await signup()).body.code).toBe('userNotOfAge');
    const login = await call(server, 'POST', '/identity/public/v1/auth/login', {
      body: { userName: email, credentials: 'Clave1234', grantType: 'password' },
    });
    expect(login.status).toBe(401);
  });
});

describe('country codes (ISO 3166-1 alpha-2)', () => {
  const address = (country: string) => ({ addresses: [{ line1: 'Calle 1', locality: 'Bogotá', country }] });

  it('takes assigned codes in any case and stores them upper-case', async () => {
    const reader = await newReader(server);
    const res = await patch(reader.token, address('co'));
    expect(res.status).toBe(200);
    expect(res.body.addresses[0].country).toBe('CO');
    expect((await patch(reader.token, address('AX'))).status).toBe(200);
  });

  it.each(['ZZ', 'XX', 'UK', 'EU', 'C0', 'COL', ''])('refuses %j with 300169', async (country) => {
    const reader = await newReader(server);
    const res = await patch(reader.token, address(country));
    expect([res.status, res.body.code, res.body.message]).toEqual([400, '300169', 'País no válido.']);
  });

  it('checks the billing address of a cart too', async () => {
    const res = await call(server, 'POST', '/sales/public/v1/cart/item', {
      body: { items: [{ sku: 'PLAN-DIGITAL-ANUAL' }], billingAddress: { country: 'ZZ' } },
    });
    expect(res.body.code).toBe('300169');
  });
});

describe('e-mail verification required (REQUIRE_EMAIL_VERIFICATION)', () => {
  it('signs up without a session, refuses the password login with 130051 until the mailed link is opened', async () => {
    server.controls.settings.requireVerifiedEmail = true;
    try {
      const email = `sinconfirmar.${Date.now()}@semana.com`;
      const signup = await call(server, 'POST', '/identity/public/v1/signup?cookie=true', {
        body: { identity: { userName: email, credentials: 'Clave1234' }, profile: { firstName: 'Ana', email } },
      });
      expect(signup.status).toBe(201);
      expect(signup.body).toEqual({
        uuid: expect.any(String),
        identities: expect.any(Array),
        profile: expect.any(Object),
      });
      expect(signup.headers.getSetCookie()).toEqual([]);
      const login = (credentials: string) =>
        call(server, 'POST', '/identity/public/v1/auth/login', { body: { userName: email, credentials } });
      expect((await login('Otra12345')).body.code).toBe('300040');
      const refused = await login('Clave1234');
      expect([refused.status, refused.body.code, refused.body.message]).toEqual([
        403,
        '130051',
        'Debes confirmar tu correo electrónico. Revisa el enlace que te enviamos.',
      ]);
      const [mail] = await server.database.db
        .select()
        .from(accountOutbox)
        .where(eq(accountOutbox.to, email))
        .orderBy(desc(accountOutbox.id))
        .limit(1);
      const nonce = /#([A-Za-z0-9_-]{20,})/.exec(mail.text)?.[1] ?? '';
      expect((await call(server, 'GET', `/identity/public/v1/email/verify/${nonce}`)).status).toBe(200);
      expect((await login('Clave1234')).body.accessToken).toEqual(expect.any(String));
    } finally {
      server.controls.settings.requireVerifiedEmail = false;
    }
  });
});

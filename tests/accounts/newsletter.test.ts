import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { newsletterSignups } from '../../server/db/schema-accounts';
import { call, startAccountsServer, type AccountsServer } from './storage';

let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(() => server?.close());

const signup = (body: unknown) => call(server, 'POST', '/newsletter/public/v1/signup', { body });
const rowsFor = (email: string) =>
  server.database.db
    .select()
    .from(newsletterSignups)
    .where(eq(sql`lower(${newsletterSignups.email})`, email.toLowerCase()));

describe('POST /newsletter/public/v1/signup', () => {
  it('saves the address with its consent time and origin and answers { ok: 1 }, once per address', async () => {
    const email = `boletin.${Date.now()}@semana.com`;
    expect((await signup({ email, consent: true, origin: 'home' })).body).toEqual({ ok: 1 });
    expect((await signup({ correo: email.toUpperCase(), consent: true })).body).toEqual({ ok: 1 });
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ origin: 'home', site: 'semana' });
  });

  it.each([
    [{ consent: true }, 'Por favor ingresa un correo electrónico'],
    [{ email: 'ana@semana', consent: true }, 'Formato de correo electrónico no válido'],
    [{ email: 'juan+1@semana.com', consent: true }, 'Formato de correo electrónico no válido'],
    [{ email: 'a@semana.museum', consent: true }, 'Formato de correo electrónico no válido'],
    [{ email: `${'a'.repeat(40)}@semana.com`, consent: true }, 'Formato de correo electrónico no válido'],
    [{ email: 'sin.consentimiento@semana.co' }, 'Recuerda aceptar los términos y condiciones para continuar.'],
  ])('refuses %o with the spec message', async (body, message) => {
    const res = await signup(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    if ('email' in body && typeof body.email === 'string') expect(await rowsFor(body.email)).toEqual([]);
  });
});

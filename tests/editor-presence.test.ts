import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from './helpers/test-server';
import { call } from './accounts/storage';
import { signUpEditor } from './helpers/editors';
import { pagePresence } from '../server/editor/schema';

// Issue 26, item 9: who else has a page open in the editor.
const ADMIN = 'editor-presence-admin-token';
const PRESENCE = '/api/editor/pages/semana/semana-home/presence';
let server: TestServer;
let n = 0;

beforeAll(async () => {
  server = await startTestServer({ adminToken: ADMIN, presence: { everyMs: 700, goneAfterMs: 50_000 } });
});
afterAll(() => server.close());

async function editor(firstName: string, sites = ['semana']) {
  const p = { email: `presencia.${process.pid}.${++n}@semana.com`, password: 'Clave1234', firstName };
  await signUpEditor(server.url, ADMIN, p, sites, ['editor']);
  const login = await call(server, 'POST', '/identity/public/v1/auth/login', {
    body: { userName: p.email, credentials: p.password, grantType: 'password' },
  });
  const token = login.body.accessToken as string;
  return {
    token,
    here: () => call(server, 'PUT', PRESENCE, { token }),
    leave: () => call(server, 'DELETE', PRESENCE, { token }),
  };
}

describe('PUT /api/editor/pages/{site}/{id}/presence', () => {
  it('answers who else has the page open, by first name and since when, and when to renew', async () => {
    const ana = await editor('Ana');
    const luis = await editor('Luis');
    const first = await ana.here();
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ others: [], renewInMs: 700 });
    const seen = await luis.here();
    expect(seen.body.others).toEqual([{ name: 'Ana', since: expect.any(String) }]);
    expect(Date.now() - Date.parse(seen.body.others[0].since)).toBeLessThan(60_000);
    expect((await ana.here()).body.others.map((o: { name: string }) => o.name)).toEqual(['Luis']);
    // Renewing keeps «since»: Ana has been here since she opened the page.
    expect((await luis.here()).body.others[0].since).toBe(seen.body.others[0].since);

    expect((await luis.leave()).status).toBe(204);
    expect((await ana.here()).body.others).toEqual([]);
    await ana.leave();
  });

  it('counts an entry not renewed for 50 s as gone', async () => {
    const ana = await editor('Ana');
    const marta = await editor('Marta');
    await marta.here();
    expect((await ana.here()).body.others.map((o: { name: string }) => o.name)).toEqual(['Marta']);
    await server.database.db
      .update(pagePresence)
      .set({ seenAt: sql`now() - interval '51 seconds'` })
      .where(and(eq(pagePresence.pageId, 'semana-home'), eq(pagePresence.name, 'Marta')));
    expect((await ana.here()).body.others).toEqual([]);
    await ana.leave();
  });

  it('refuses an editor of another site (403) and an unknown site (404)', async () => {
    const elsewhere = await editor('Pedro', ['soho']);
    expect((await elsewhere.here()).status).toBe(403);
    const res = await call(server, 'PUT', '/api/editor/pages/marte/semana-home/presence', { token: elsewhere.token });
    expect(res.status).toBe(404);
  });
});

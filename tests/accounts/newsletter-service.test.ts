import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { pino } from 'pino';
import type { AccountsContext } from '../../server/accounts/context';
import { addressBySubscription, newsletterHost, postCorreo } from '../../server/accounts/newsletter-service';
import { call, startAccountsServer, type AccountsServer } from './storage';

const SANDBOX = 'https://boletines-pruebas.test';
const PRODUCTION = 'https://boletines.test';
const received: { url: string; body: Record<string, unknown> }[] = [];
const newsletter = setupServer(
  http.post(`${SANDBOX}/*`, async ({ request }) => {
    received.push({ url: request.url, body: (await request.json()) as Record<string, unknown> });
    if (request.url.endsWith('/direccion')) return HttpResponse.json({ direccion: 'Calle 1 # 2-3', ciudad: 'Bogotá' });
    return HttpResponse.json({ ok: 1 });
  }),
);

let server: AccountsServer;
beforeAll(async () => {
  newsletter.listen({ onUnhandledRequest: 'bypass' });
  server = await startAccountsServer();
});
afterAll(async () => {
  newsletter.close();
  await server?.close();
});
afterEach(() => {
  received.length = 0;
  server.controls.settings.newsletterService = { environment: 'localhost', hosts: {} };
});

const configure = (paths: { signupPath?: string; consentPath?: string; addressPath?: string } = {}) =>
  (server.controls.settings.newsletterService = {
    environment: 'localhost',
    hosts: { sandbox: SANDBOX, production: PRODUCTION },
    ...paths,
  });
const ctx = (): AccountsContext => ({
  db: server.database.db,
  log: pino({ level: 'silent' }),
  production: false,
  settings: server.controls.settings,
  now: () => new Date(),
});

describe('the newsletter service (spec 2, 7)', () => {
  it('S2-234: the sandbox host in dev, sandbox and localhost; production otherwise', () => {
    const hosts = { sandbox: SANDBOX, production: PRODUCTION };
    expect(newsletterHost('localhost', hosts)).toBe(SANDBOX);
    expect(newsletterHost('dev', hosts)).toBe(SANDBOX);
    expect(newsletterHost('sandbox', hosts)).toBe(SANDBOX);
    expect(newsletterHost('prod', hosts)).toBe(PRODUCTION);
    expect(newsletterHost('production', { production: `${PRODUCTION}/` })).toBe(PRODUCTION);
    expect(newsletterHost('dev', { production: PRODUCTION })).toBeUndefined();
  });

  it('S2-235: POST at the passed path with { correo }; the site’s sign-up sends it to the sign-up and consent paths', async () => {
    configure();
    expect(await postCorreo(ctx(), '/x', 'a@b.co')).toEqual({ ok: 1 });
    expect(received).toEqual([{ url: `${SANDBOX}/x`, body: { correo: 'a@b.co' } }]);

    received.length = 0;
    configure({ signupPath: '/boletin/suscribir', consentPath: '/habeas-data/autorizar' });
    const email = `boletin.${Date.now()}@semana.com`;
    const res = await call(server, 'POST', '/newsletter/public/v1/signup', { body: { email, consent: true } });
    expect(res.body).toEqual({ ok: 1 });
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received).toEqual([
      { url: `${SANDBOX}/boletin/suscribir`, body: { correo: email } },
      { url: `${SANDBOX}/habeas-data/autorizar`, body: { correo: email } },
    ]);
  });

  it('S2-236: the address of a subscription is asked of the same host with the full payload and the id', async () => {
    configure({ addressPath: '/direccion' });
    const answer = await addressBySubscription(ctx(), 41, { correo: 'a@b.co', origen: 'cuenta' });
    expect(answer).toEqual({ direccion: 'Calle 1 # 2-3', ciudad: 'Bogotá' });
    expect(received).toEqual([
      { url: `${SANDBOX}/direccion`, body: { correo: 'a@b.co', origen: 'cuenta', subscriptionId: 41 } },
    ]);
  });

  it('sends nothing when the service is not configured', async () => {
    expect(await postCorreo(ctx(), '/x', 'a@b.co')).toBeUndefined();
    expect(await addressBySubscription(ctx(), 41)).toBeUndefined();
    expect(received).toEqual([]);
  });
});

import express from 'express';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { opsRouter } from '../../server/ops/router';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { call } from '../accounts/storage';

/**
 * Issue 24, item 6: control characters, prototype keys and JSON deeper than 32 levels are refused with a 400 and a
 * Spanish message on every kind of route (a page answers an HTML page, an account call `{ code, message }`, another
 * API `{ error }`); a preview with null nodes is a 422 naming them; the public /readyz says only whether it is ready.
 */
const ADMIN = 'admin-token-of-the-input-test';
let server: TestServer;
let editorToken: string;

beforeAll(async () => {
  server = await startTestServer({ adminToken: ADMIN });
  const email = `entradas.${Date.now()}@semana.com`;
  const signup = await call(server, 'POST', '/identity/public/v1/signup', {
    body: { identity: { userName: email, credentials: 'Clave1234' }, profile: { firstName: 'Ana', email } },
  });
  editorToken = signup.body.accessToken as string;
  await call(server, 'PUT', `/api/admin/users/${encodeURIComponent(email)}/roles`, {
    token: ADMIN,
    body: { roles: ['publisher'], sites: ['semana'], allowUnverified: true },
  });
});
afterAll(() => server?.close());

const get = (path: string) => fetch(server.url + path);
const post = (path: string, body: string) =>
  call(server, 'POST', path, { body, headers: { 'Content-Type': 'application/json' } });
const deep = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

describe('the input guard', () => {
  it('answers a page with NUL or a prototype key in its address with an HTML page, 400', async () => {
    for (const path of ['/amp/%00', '/buscar/?q=%00&_website=semana', '/?_website=semana&__proto__=1', '/a%01b/']) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 400]);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toContain('Solicitud no válida');
    }
  });

  it('answers the accounts services in their own shape, in Spanish', async () => {
    const order = await call(server, 'GET', '/sales/public/v1/order/detail/%00', { token: editorToken });
    expect([order.status, order.body]).toEqual([
      400,
      { code: 'INVALID_REQUEST', message: 'La dirección tiene caracteres de control.' },
    ]);
    const oidc = await call(server, 'GET', '/identity/public/v2/oidc/google/initiate?state=a%00b');
    expect([oidc.status, oidc.body.code, oidc.body.message]).toEqual([
      400,
      'INVALID_REQUEST',
      'La consulta tiene caracteres de control.',
    ]);
    const proto = await call(server, 'GET', '/identity/public/v1/profile?constructor=x', { token: editorToken });
    expect([proto.status, proto.body.message]).toEqual([
      400,
      'La consulta usa un parámetro no permitido (constructor).',
    ]);
  });

  it('refuses NUL, prototype keys and 33 levels in a JSON body; tabs and line breaks are text', async () => {
    const reset = '/identity/public/v1/password/reset';
    const nul = await post(reset, '{"userName":"ana\\u0000@semana.com"}');
    expect([nul.status, nul.body]).toEqual([
      400,
      { code: 'INVALID_REQUEST', message: 'Los datos enviados tienen caracteres de control.' },
    ]);
    const proto = await post(reset, '{"userName":"ana@semana.com","__proto__":{"admin":true}}');
    expect([proto.status, proto.body.message]).toEqual([
      400,
      'Los datos enviados usan un nombre de campo no permitido (__proto__).',
    ]);
    const tooDeep = await post(reset, `{"userName":"ana@semana.com","x":${deep(32)}}`);
    expect([tooDeep.status, tooDeep.body.message]).toEqual([
      400,
      'Los datos enviados tienen más de 32 niveles de anidación.',
    ]);
    // 32 levels in all (the body itself is the first) pass the guard and meet the route's own rules.
    expect((await post(reset, `{"userName":"ana@semana.com","x":${deep(31)}}`)).status).toBe(200);
    expect((await post(reset, '{"userName":"ana\\t@semana.com\\n"}')).status).toBe(200);
  });

  it('refuses the same in the editor API and the content endpoint, as `{ error }`', async () => {
    const preview = await call(server, 'POST', '/api/editor/preview', { token: editorToken, body: deep(40) });
    expect([preview.status, preview.body.error]).toEqual([
      400,
      'Los datos enviados tienen más de 32 niveles de anidación.',
    ]);
    const query = encodeURIComponent('{"prototype":{"x":1}}');
    const content = await get(`/api/content/content-apir?_website=semana&query=${query}`);
    expect([content.status, await content.json()]).toEqual([
      400,
      { error: 'Los datos enviados usan un nombre de campo no permitido (prototype).' },
    ]);
  });
});

describe('editor preview', () => {
  it('answers null nodes and broken children with 422 and the pointer of each', async () => {
    const page = {
      id: 'vista-rota',
      route: '/vista-rota/',
      layout: 'default',
      areas: {
        main: [
          { block: 'section-title', config: { published: true } },
          null,
          { container: 'two-column', children: { main: [7], aside: null } },
        ],
      },
    };
    const res = await call(server, 'POST', '/api/editor/preview', {
      token: editorToken,
      body: { site: 'semana', page },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { pointer: string }) => e.pointer)).toEqual([
      '/areas/main/1',
      '/areas/main/2/children',
    ]);
    expect(res.body.errors[0].message).toMatch(/^debe ser un bloque/);
  });
});

describe('/readyz in production', () => {
  let url: string;
  let close: () => void;
  beforeAll(async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.20.30.40:5432'), { code: 'ECONNREFUSED' });
    const database = { query: () => Promise.reject(refused) } as unknown as Database;
    const app = express().use(
      opsRouter({ database, production: true, metricsToken: 'token-de-metricas', log: pino({ level: 'silent' }) }),
    );
    const listening = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listening.once('listening', resolve));
    url = `http://127.0.0.1:${(listening.address() as AddressInfo).port}/readyz`;
    close = () => listening.close();
  });
  afterAll(() => close?.());

  it('tells the public only that it is not ready; the metrics token reads what failed', async () => {
    const open = await fetch(url);
    expect([open.status, await open.json()]).toEqual([503, { ok: false }]);
    const withToken = await fetch(url, { headers: { Authorization: 'Bearer token-de-metricas' } });
    expect(withToken.status).toBe(503);
    expect(await withToken.json()).toEqual({
      ok: false,
      failed: { database: 'connect ECONNREFUSED 10.20.30.40:5432' },
    });
  });
});

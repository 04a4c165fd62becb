import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, startAccountsServer, type AccountsServer } from './storage';

let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(() => server?.close());

interface Doc {
  openapi: string;
  paths: Record<string, Record<string, { requestBody?: unknown }>>;
}

it('serves an OpenAPI 3.1 document generated from the zod schemas', async () => {
  const res = await call<Doc>(server, 'GET', '/api/openapi.json');
  expect(res.body.openapi).toBe('3.1.0');
  const signup = res.body.paths['/identity/public/v1/signup'].post.requestBody;
  expect(JSON.stringify(signup)).toContain('"minLength":5');
});

it('every documented call exists on the server (no route answers the catch-all 404)', async () => {
  const { paths } = (await call<Doc>(server, 'GET', '/api/openapi.json')).body;
  const missing: string[] = [];
  for (const [path, methods] of Object.entries(paths)) {
    for (const method of Object.keys(methods)) {
      const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === 'paymentMethodId' ? '1' : 'X1'));
      const res = await call(
        server,
        method.toUpperCase(),
        url,
        method === 'get' || method === 'delete' ? {} : { body: {} },
      );
      if (res.body?.message === 'Recurso no encontrado.' || res.status >= 500)
        missing.push(`${method} ${path} ${res.status}`);
    }
  }
  expect(missing).toEqual([]);
});

it('no documented call answers 500 to odd input, signed in or not', async () => {
  const { paths } = (await call<Doc>(server, 'GET', '/api/openapi.json')).body;
  // Throttling would answer 429 before the handlers run: let every call through.
  server.controls.settings.throttle.attemptsPerMinute = Number.MAX_SAFE_INTEGER;
  const signup = await call(server, 'POST', '/identity/public/v1/signup', {
    body: { identity: { userName: `raro.${Date.now()}@semana.com`, credentials: 'Clave1234' } },
  });
  const token = signup.body.accessToken as string;
  const bodies: unknown[] = [
    '[]',
    '"texto"',
    '42',
    { token: 123, email: ['a'], items: 'x', identity: null, billingAddress: 7 },
    { items: [{ sku: 'x'.repeat(5000), quantity: 1e308 }], subscriptionID: -1, pageSize: 'NaN' },
    { profile: { contacts: [null], attributes: [{}] }, newPassword: {}, oldPassword: [] },
  ];
  const failures: string[] = [];
  for (const [path, methods] of Object.entries(paths)) {
    for (const method of Object.keys(methods)) {
      const url = path.replace(/\{(\w+)\}/g, (_m, name: string) =>
        name === 'paymentMethodId' ? '1' : encodeURIComponent("1' OR 1=1 --%ñ"),
      );
      for (const body of method === 'get' ? [undefined] : bodies) {
        for (const auth of [undefined, token, 'Bearer.garbage']) {
          const res = await call(server, method.toUpperCase(), url, {
            token: auth,
            ...(body === undefined ? {} : { body, headers: { 'Content-Type': 'application/json' } }),
          });
          if (res.status >= 500 && res.status !== 502)
            failures.push(`${method} ${url} ${JSON.stringify(body)} ${res.status}`);
        }
      }
    }
  }
  expect(failures).toEqual([]);
}, 120_000);

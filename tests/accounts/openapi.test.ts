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

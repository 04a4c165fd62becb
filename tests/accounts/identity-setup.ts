import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { call, startAccountsServer, type AccountsServer } from './storage';

/** The accounts server of the identity test file that called `startIdentityServer()` (each test file has its own). */
export let server: AccountsServer;

/** Starts the file's accounts server before its tests, with a fresh throttle for each, and closes it after. */
export function startIdentityServer(): void {
  beforeAll(async () => {
    server = await startAccountsServer();
  });
  afterAll(() => server?.close());
  beforeEach(() => server.controls.resetThrottle());
}

export const db = () => server.database.db;
let n = 0;
export const freshEmail = () => `lectora${++n}.${Date.now()}@semana.com`;

export async function signUp(email = freshEmail(), password = 'Clave1234') {
  const res = await call(server, 'POST', '/identity/public/v1/signup', {
    body: { identity: { userName: email, credentials: password }, profile: { firstName: 'Ana', email } },
  });
  expect(res.status).toBe(201);
  return { email, password, ...res.body } as {
    email: string;
    password: string;
    uuid: string;
    accessToken: string;
    refreshToken: string;
  };
}

export const login = (userName: string, credentials: string, query = '') =>
  call(server, 'POST', `/identity/public/v1/auth/login${query}`, {
    body: { userName, credentials, grantType: 'password', rememberMe: true },
  });

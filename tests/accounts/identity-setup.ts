import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { call, startAccountsServer, type AccountsServer } from './storage';

/**
 * One accounts server per identity test file (started before its tests with a fresh throttle for each, closed
 * after) and the helpers that sign up and log in through it. Call at the top of the file; use the answer in tests.
 */
export function identityTest() {
  let started: AccountsServer | undefined;
  beforeAll(async () => {
    started = await startAccountsServer();
  });
  afterAll(() => started?.close());
  beforeEach(() => server().controls.resetThrottle());
  const server = (): AccountsServer => {
    if (!started) throw new Error('identityTest(): the server starts in beforeAll; use it inside a test');
    return started;
  };
  let n = 0;
  const freshEmail = () => `lectora${++n}.${Date.now()}@semana.com`;

  return {
    get server() {
      return server();
    },
    db: () => server().database.db,
    freshEmail,
    async signUp(email = freshEmail(), password = 'Clave1234') {
      const res = await call(server(), 'POST', '/identity/public/v1/signup', {
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
    },
    login: (userName: string, credentials: string, query = '') =>
      call(server(), 'POST', `/identity/public/v1/auth/login${query}`, {
        body: { userName, credentials, grantType: 'password', rememberMe: true },
      }),
  };
}

import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The bench's server process (bench/serve.ts), run as production is deployed: React's production build, no
 * `?_website=`, a session secret and an admin token of its own (the token imports the peers' article).
 */
export function forkServe(execArgv: string[]): { child: ChildProcess; adminToken: string } {
  const adminToken = randomBytes(24).toString('hex');
  const child = fork(path.join(here, 'serve.ts'), {
    execArgv: ['--import', 'tsx', ...execArgv],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      BENCH_ADMIN_TOKEN: adminToken,
      // production: true refuses the built-in test payment provider unless told; no payment is made here.
      ALLOW_TEST_PAYMENTS: '1',
    },
  });
  return { child, adminToken };
}

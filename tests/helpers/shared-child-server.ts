/**
 * One of several server processes on the same PostgreSQL (DATABASE_URL) and Redis (REDIS_URL), wired as
 * server/main.ts wires a worker: source cache, its purge broadcast and every limit in Redis, under the test's
 * namespace (CHILD_NAMESPACE). Prints `LISTENING <url>` once ready.
 */
import { pino } from 'pino';
import { startTestServer } from './test-server';
import { connectShared } from '../../server/ops/redis';

const shared = await connectShared(process.env.REDIS_URL, pino({ level: 'silent' }), {
  namespace: process.env.CHILD_NAMESPACE,
});
const server = await startTestServer({
  databaseUrl: process.env.DATABASE_URL,
  seed: false,
  adminToken: process.env.CHILD_ADMIN_TOKEN,
  rateLimitPerMinute: Number(process.env.CHILD_RATE_LIMIT),
  cache: shared.cache,
  limits: shared.limits,
  redis: shared.redis,
});
console.log(`LISTENING ${server.url}`);
process.on('SIGTERM', () => void server.close().finally(() => shared.close().finally(() => process.exit(0))));

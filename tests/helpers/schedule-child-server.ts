/**
 * One of several server processes on the same PostgreSQL (DATABASE_URL) running the schedule loop every 100 ms
 * (issue 26, item 1), wired like tests/helpers/shared-child-server.ts. Prints `LISTENING <url>` once ready.
 */
import { pino } from 'pino';
import { startTestServer } from './test-server';
import { connectShared } from '../../server/ops/redis';
import type { ScheduleLoop } from '../../server/editor/schedule-loop';

const shared = await connectShared(process.env.REDIS_URL, pino({ level: 'silent' }), {
  namespace: process.env.CHILD_NAMESPACE,
});
const server = await startTestServer({
  databaseUrl: process.env.DATABASE_URL,
  seed: false,
  adminToken: process.env.CHILD_ADMIN_TOKEN,
  cache: shared.cache,
  limits: shared.limits,
  redis: shared.redis,
  scheduleEveryMs: 100,
});
console.log(`LISTENING ${server.url}`);
const loop = server.app.locals.scheduleLoop as ScheduleLoop;
process.on(
  'SIGTERM',
  () => void loop.stop().finally(() => server.close().finally(() => shared.close().finally(() => process.exit(0)))),
);

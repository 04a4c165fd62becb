/**
 * A test server in a process of its own (`node --import tsx tests/helpers/child-server.ts`), so a test can see
 * it exit. Prints `LISTENING <url>` once ready; the limits are lifted so that every request reaches its parser.
 */
import { startTestServer } from './test-server';
import type { AccountsControls } from '../../server/accounts/router';

const server = await startTestServer({
  seed: false,
  adminToken: process.env.CHILD_ADMIN_TOKEN,
  rateLimitPerMinute: Number.MAX_SAFE_INTEGER,
});
const controls = server.app.locals.accounts as AccountsControls;
controls.settings.throttle.attemptsPerMinute = Number.MAX_SAFE_INTEGER;
console.log(`LISTENING ${server.url}`);
process.on('SIGTERM', () => void server.close().finally(() => process.exit(0)));

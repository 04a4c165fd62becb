import http from 'node:http';
import { pino } from 'pino';
import { readConfig } from './config';
import { createApp } from './app';
import type { AccountsControls } from './accounts/router';
import { connectShared } from './ops/redis';
import { superviseWorkers } from './ops/cluster';
import { markDraining } from './ops/router';
import { loadSites } from './sites';
import { openStorage, startingHandler, untilReady } from './ops/start-up';
import { createDevAssets } from './render/dev-assets';
import { HtmlCache } from './render/html-cache';
import { connectPageCache } from './render/page-cache-redis';
import { buildId } from './render/assets';
import { cdnPurgeSettings, cdnPurger } from './render/cdn-purge';
import { loadBlocks } from '../runtime/registry';
import { readJsonFileResults } from '../schema/json-files';
import { createPageValidator, formatError } from '../schema/validate';

const config = readConfig();
const log = pino({ level: config.logLevel });

// Last resort, not the fix (each body parser handles its own errors): an escaped error is logged with its stack.
// An uncaught exception leaves unknown state behind, so the process still exits for its supervisor to restart;
// a stray rejected promise does not, so it is logged and the process serves on.
process.on('unhandledRejection', (err) => log.error({ err }, 'unhandled promise rejection'));
process.on('uncaughtException', (err) => {
  log.fatal({ err }, 'uncaught exception; exiting');
  process.exit(1);
});

// WEB_CONCURRENCY > 1: this process becomes the cluster's primary and stays in here; workers go on below.
await superviseWorkers(config, log);

// Listening comes first: while the database is out of reach the process waits for it, alive (/healthz) but not
// ready (/readyz 503), instead of exiting into a crash loop (issue 24). The app takes over once it is built.
const server = http.createServer();
let serve: http.RequestListener = startingHandler;
server.on('request', (req, res) => serve(req, res));
server.requestTimeout = 30_000;
server.headersTimeout = 10_000;
server.listen(config.port);
// What a shutdown closes besides the server; nothing until start-up has opened it.
let closeDependencies = (): Promise<unknown> => Promise.resolve();
// Vite's websocket (`npm run dev`) would hold the server open.
let closeDev = (): unknown => undefined;
handleShutdown();

// Page configs are checked at start-up; a bad node is reported here and skipped when served. Before the database:
// loading every block takes seconds, which a process waiting for the database would otherwise add to its recovery.
const validate = createPageValidator(await loadBlocks());
for (const result of [...readJsonFileResults('page-configs'), ...readJsonFileResults('templates')]) {
  const errors = 'error' in result ? [result.error] : validate(result.file, result.json);
  for (const e of errors) log.error(formatError(e));
}

const database = await untilReady('database', () => openStorage(config, log), log);
closeDependencies = () => database.close();

// With REDIS_URL, source answers and every limit's counts are shared by all processes and invalidations are
// broadcast; while Redis is down each process falls back to its own (server/ops/redis.ts).
const { cache, limits, redis, subscriber, close: closeShared } = await connectShared(config.redisUrl, log);

// `npm run dev` outside a production build (NODE_ENV picks builds, decision 0003): Vite serves the browser code from
// source with hot updates, on this server's port; `tsx watch` restarts the process when server code changes.
const devMode = process.env.npm_lifecycle_event === 'dev' && process.env.NODE_ENV !== 'production';
const dev = devMode ? await createDevAssets(server) : undefined;
if (dev) closeDev = () => dev.close();

// Rendered pages (decision 0039), shared through Redis (REDIS_CACHE_URL's, if set) and bounded per site (decision
// 0072); `npm run dev` renders every request so edits show at once.
const pageRedis = connectPageCache(config.redisCacheUrl, { redis, subscriber }, log);
const htmlCache =
  config.htmlCache && !devMode
    ? new HtmlCache({
        redis: pageRedis.redis,
        log,
        build: buildId(),
        maxBytes: config.htmlCacheMemoryBytes,
        redisMaxBytesPerSite: config.htmlCacheRedisBytes,
      })
    : undefined;
// Not awaited: a SUBSCRIBE waits for its connection, and a Redis down at start must not hold the server back.
if (htmlCache && pageRedis.subscriber)
  htmlCache
    .listen(pageRedis.subscriber)
    .catch((err: unknown) => log.error({ err }, 'html cache purge listener failed'));
const cdn = cdnPurgeSettings();

// Building the app reads the database (pages); a link lost meanwhile is waited out as at the start.
const { app, viewCounter, scheduleLoop } = await untilReady(
  'application',
  () =>
    createApp({
      database,
      log,
      production: config.production,
      environment: config.environment,
      fetchTimeoutMs: config.fetchTimeoutMs,
      adminToken: config.adminToken,
      trustProxy: config.trustProxy,
      cache,
      // `npm run dev`: an edited page config or template shows on the next request, no restart.
      watchPages: devMode,
      limits,
      redis,
      metricsToken: config.metricsToken,
      dev,
      htmlCache,
      cdnPurge: cdn && cdnPurger(cdn, log),
      scheduleEveryMs: config.scheduleEveryMs,
      arc: config.arc,
      imageOrigins: config.imageOrigins,
    }),
  log,
);
closeDependencies = () =>
  Promise.resolve(scheduleLoop?.stop())
    .then(() => viewCounter.flush())
    .then(closeShared)
    .then(pageRedis.close)
    .finally(() => database.close());
// The renewal job, every 15 minutes in each process: its lease keeps two processes from charging the same renewal.
const accounts = app.locals.accounts as AccountsControls;
setInterval(() => {
  accounts.runRenewals().catch((err: unknown) => log.error({ err }, 'renewal job failed'));
}, 15 * 60_000).unref();
// Payments cut off between the charge and its record are settled within a minute, not left to the 30-minute sweep.
setInterval(() => {
  accounts.reconcilePayments().catch((err: unknown) => log.warn({ err }, 'payment reconciliation failed'));
}, accounts.settings.reconcile.everyMs).unref();

serve = app;
const base = `http://localhost:${config.port}`;
// Which React and Express builds serve (NODE_ENV picks them, decision 0003): `npm start` says production.
console.log(
  `News runtime listening on ${base} (${process.env.NODE_ENV === 'production' ? 'production' : 'development'} build)`,
);
for (const site of loadSites().values()) {
  const arcWebsite = config.arc?.websites[site.slug];
  const from = arcWebsite ? `  (Arc: ${config.arc!.base}, website ${arcWebsite})` : '';
  console.log(`  ${site.name.padEnd(14)} ${base}/?_website=${site.slug}${from}`);
}

/** Graceful shutdown: stop accepting, let in-flight requests finish, then close what start-up opened. */
function handleShutdown(): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      log.info({ signal }, 'shutting down');
      markDraining(); // /readyz turns red at once, so a balancer stops sending while in-flight requests finish
      closeDev();
      server.close(() => void closeDependencies().finally(() => process.exit(0)));
      // A keep-alive connection goes as soon as its last response is out (server.close only closes the idle ones once).
      setInterval(() => server.closeIdleConnections(), 250).unref();
      server.closeIdleConnections();
      setTimeout(() => process.exit(1), 10_000).unref();
    });
  }
}

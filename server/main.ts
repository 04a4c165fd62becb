import http from 'node:http';
import { pino } from 'pino';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { createApp } from './app';
import type { AccountsControls } from './accounts/router';
import { connectShared } from './ops/redis';
import { superviseWorkers } from './ops/cluster';
import { markDraining } from './ops/router';
import { loadSites } from './sites';
import { seedIfEmpty } from './db/seed/seed';
import { createDevAssets } from './render/dev-assets';
import { HtmlCache } from './render/html-cache';
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

const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, timeouts: config.dbTimeouts });
await seedIfEmpty(database, log);

// Page configs are checked at start-up; a bad node is reported here and skipped when served.
const validate = createPageValidator(await loadBlocks());
for (const result of [...readJsonFileResults('page-configs'), ...readJsonFileResults('templates')]) {
  const errors = 'error' in result ? [result.error] : validate(result.file, result.json);
  for (const e of errors) log.error(formatError(e));
}

// With REDIS_URL, source answers and every limit's counts are shared by all processes and invalidations are
// broadcast; while Redis is down each process falls back to its own (server/ops/redis.ts).
const { cache, limits, redis, subscriber, close: closeShared } = await connectShared(config.redisUrl, log);

// `npm run dev` outside a production build (NODE_ENV picks builds, decision 0003): Vite serves the browser code from
// source with hot updates, on this server's port; `tsx watch` restarts the process when server code changes.
const devMode = process.env.npm_lifecycle_event === 'dev' && process.env.NODE_ENV !== 'production';
const server = http.createServer();
const dev = devMode ? await createDevAssets(server) : undefined;

// Rendered pages (decision 0039), shared through Redis; `npm run dev` renders every request so edits show at once.
const htmlCache = config.htmlCache && !devMode ? new HtmlCache({ redis, log, build: buildId() }) : undefined;
if (htmlCache && subscriber) await htmlCache.listen(subscriber);
const cdn = cdnPurgeSettings();

const { app, viewCounter } = await createApp({
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
});
// The renewal job, every 15 minutes in each process: its lease keeps two processes from charging the same renewal.
const accounts = app.locals.accounts as AccountsControls;
setInterval(() => {
  accounts.runRenewals().catch((err: unknown) => log.error({ err }, 'renewal job failed'));
}, 15 * 60_000).unref();

server.on('request', app);
server.listen(config.port, () => {
  const base = `http://localhost:${config.port}`;
  // Which React and Express builds serve (NODE_ENV picks them, decision 0003): `npm start` says production.
  console.log(
    `News runtime listening on ${base} (${process.env.NODE_ENV === 'production' ? 'production' : 'development'} build)`,
  );
  for (const site of loadSites().values()) console.log(`  ${site.name.padEnd(14)} ${base}/?_website=${site.slug}`);
});
server.requestTimeout = 30_000;
server.headersTimeout = 10_000;

// Graceful shutdown: stop accepting, let in-flight requests finish, then close the database.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    markDraining(); // /readyz turns red at once, so a balancer stops sending while in-flight requests finish
    void dev?.close(); // its websocket would hold the server open
    server.close(
      () =>
        void viewCounter
          .flush()
          .then(closeShared)
          .finally(() => database.close().then(() => process.exit(0))),
    );
    // A keep-alive connection goes as soon as its last response is out (server.close only closes the idle ones once).
    setInterval(() => server.closeIdleConnections(), 250).unref();
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  });
}

import { Router, type Request } from 'express';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { registry, watchPool } from './metrics';
import { bearerMatches } from '../security/bearer';

export interface OpsOptions {
  database: Database;
  /** The shared Redis (REDIS_URL); without it there is nothing to check. */
  redis?: Redis;
  /** Where /readyz writes what failed: its public answer does not say (it would name hosts and ports). */
  log?: Logger;
  production: boolean;
  adminToken?: string;
  /** A token that reads /metrics only (METRICS_TOKEN), for a scraper that must not hold the admin token. */
  metricsToken?: string;
  /** How long /readyz waits for each dependency before calling it down. */
  checkTimeoutMs?: number;
}

let draining = false;
/** Graceful shutdown has begun: /readyz answers 503 so the load balancer sends no new requests here. */
export function markDraining(): void {
  draining = true;
}

async function check(run: () => Promise<unknown>, timeoutMs: number): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([run(), late]);
    return undefined;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/readyz`: can this process serve? The database and Redis each answer within a short time-out, or the answer is
 * 503 (`/healthz`, in app.ts, only says the process is alive). What failed (its error names the host and port) goes
 * to the log, and into the answer only for whoever may read /metrics. `/metrics`: Prometheus' text format, open
 * outside production; in production only with `Authorization: Bearer` ADMIN_TOKEN or METRICS_TOKEN.
 */
export function opsRouter(opts: OpsOptions): Router {
  const router = Router();
  const timeoutMs = opts.checkTimeoutMs ?? 1000;
  watchPool(opts.database.poolStats);
  const mayRead = (req: Request) =>
    !opts.production || bearerMatches(req, opts.adminToken) || bearerMatches(req, opts.metricsToken);

  router.get('/readyz', async (req, res) => {
    const [database, redis] = await Promise.all([
      check(() => opts.database.query('select 1'), timeoutMs),
      opts.redis ? check(() => opts.redis!.ping(), timeoutMs) : Promise.resolve(undefined),
    ]);
    const failed = {
      ...(database && { database }),
      ...(redis && { redis }),
      ...(draining && { shutdown: 'draining' }),
    };
    const ok = Object.keys(failed).length === 0;
    if (!ok) opts.log?.warn({ failed }, 'not ready');
    res.set('Cache-Control', 'no-store');
    res.status(ok ? 200 : 503).json(ok || !mayRead(req) ? { ok } : { ok, failed });
  });

  router.get('/metrics', async (req, res) => {
    if (!mayRead(req)) {
      res.set('WWW-Authenticate', 'Bearer').status(401).json({ error: 'Se requiere un token para leer las métricas' });
      return;
    }
    res.set('Cache-Control', 'no-store');
    res.type(registry.contentType).send(await registry.metrics());
  });
  return router;
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultDatabaseTimeouts, type DatabaseTimeouts } from './db/client';
import { buildEnvironment } from '../contracts/paywall';
import { readArcSettings, readImageOrigins, type ArcSettings } from './sources/arc/settings';

export const rootDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * One rule for "production": APP_ENV=production. NODE_ENV only picks React's build;
 * outside production `?_website=` selects a site and pages carry noindex.
 */
export interface AppConfig {
  port: number;
  production: boolean;
  /** The build environment the paywall script's sandbox or production is chosen from (APP_ENV, decision 0057). */
  environment: string;
  databaseUrl?: string;
  dataDir: string;
  redisUrl?: string;
  fetchTimeoutMs: number;
  logLevel: string;
  adminToken?: string;
  trustProxy?: number | string;
  /** HTML_CACHE=off renders every page (decision 0039); `npm run dev` never caches pages. */
  htmlCache: boolean;
  /** Bytes of rendered pages each process keeps, every encoding counted (HTML_CACHE_MEMORY_BYTES, default 128 MiB). */
  htmlCacheMemoryBytes: number;
  /**
   * Bytes of rendered pages kept in Redis per site, least recently used out first (HTML_CACHE_REDIS_BYTES, default
   * 64 MiB; decision 0072): six sites hold at most six times it, whatever the query strings asked.
   */
  htmlCacheRedisBytes: number;
  /** A Redis of its own for rendered pages (REDIS_CACHE_URL), apart from the counters in REDIS_URL's. */
  redisCacheUrl?: string;
  /** PostgreSQL pool and statement limits (DB_ACQUIRE_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS, DB_QUERY_TIMEOUT_MS). */
  dbTimeouts: DatabaseTimeouts;
  /** Worker processes (WEB_CONCURRENCY); more than 1 needs DATABASE_URL and REDIS_URL. */
  webConcurrency: number;
  /** A second bearer token that reads /metrics in production (besides ADMIN_TOKEN). */
  metricsToken?: string;
  /**
   * How often each process looks for due scheduled publishes and ended embargoes (SCHEDULE_EVERY_MS, default 1000;
   * issue 26, item 1; decision 0089).
   */
  scheduleEveryMs: number;
  /**
   * An Arc XP organisation that serves some sites' content (ARC_CONTENT_BASE, ARC_ACCESS_TOKEN, ARC_WEBSITES: all three
   * or none; decision 0090). Unset: every site reads the local store.
   */
  arc?: ArcSettings;
  /** Picture hosts the resizer fetches from (`/images/arc/…`): Arc's API origin and ARC_IMAGE_ORIGINS. */
  imageOrigins: string[];
}

const ms = (value: string | undefined, fallback: number) => (value && /^\d+$/.test(value) ? Number(value) : fallback);
/** A byte cap: 0 or garbage would store nothing (or everything), so the default stands. */
const positive = (value: string | undefined, fallback: number) => ms(value, 0) || fallback;
const MIB = 1024 * 1024;

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const arc = readArcSettings(env);
  return {
    port: Number(env.PORT ?? 3000),
    production: env.APP_ENV === 'production',
    environment: buildEnvironment(env.APP_ENV),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? path.join(rootDir, 'data', 'pglite'),
    redisUrl: env.REDIS_URL || undefined,
    fetchTimeoutMs: Number(env.FETCH_TIMEOUT_MS ?? 2000),
    logLevel: env.LOG_LEVEL ?? 'info',
    adminToken: env.ADMIN_TOKEN || undefined,
    htmlCache: env.HTML_CACHE !== 'off',
    htmlCacheMemoryBytes: positive(env.HTML_CACHE_MEMORY_BYTES, 128 * MIB),
    htmlCacheRedisBytes: positive(env.HTML_CACHE_REDIS_BYTES, 64 * MIB),
    redisCacheUrl: env.REDIS_CACHE_URL || undefined,
    trustProxy: env.TRUST_PROXY
      ? /^\d+$/.test(env.TRUST_PROXY)
        ? Number(env.TRUST_PROXY)
        : env.TRUST_PROXY
      : undefined,
    dbTimeouts: {
      acquireMs: ms(env.DB_ACQUIRE_TIMEOUT_MS, defaultDatabaseTimeouts.acquireMs),
      statementMs: ms(env.DB_STATEMENT_TIMEOUT_MS, defaultDatabaseTimeouts.statementMs),
      queryMs: ms(env.DB_QUERY_TIMEOUT_MS, defaultDatabaseTimeouts.queryMs),
    },
    webConcurrency: Math.max(1, ms(env.WEB_CONCURRENCY, 1)),
    metricsToken: env.METRICS_TOKEN || undefined,
    scheduleEveryMs: positive(env.SCHEDULE_EVERY_MS, 1000),
    arc,
    imageOrigins: readImageOrigins(env, arc),
  };
}

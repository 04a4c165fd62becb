import type { Logger } from 'pino';
import type { Database } from './db/client';
import type { SourceCache } from './sources/client';
import type { ArcSettings } from './sources/arc/settings';
import type { BlockRegistry } from '../runtime/registry';
import type { SiteProps } from '../contracts/site-schema';
import type { Assets } from './render/assets';
import type { DevAssets } from './render/dev-assets';
import type { HitStore } from './security/hit-store';
import type { HtmlCache } from './render/html-cache';
import type { Redis } from 'ioredis';
import type { PresenceSettings } from './editor/presence-routes';

/** What `createApp` is built from: server/main.ts reads it from the environment, tests pass their own. */
export interface AppOptions {
  database: Database;
  log: Logger;
  production?: boolean;
  /** The build environment (APP_ENV; unset: 'localhost'), for the paywall script's endpoints (decision 0057). */
  environment?: string;
  fetchTimeoutMs?: number;
  cache?: SourceCache;
  assets?: Assets;
  /** Requests per client per minute on the public content endpoint. */
  rateLimitPerMinute?: number;
  /** Bearer token of the content admin API (ADMIN_TOKEN); the API is closed without one. */
  adminToken?: string;
  /** Express 'trust proxy' setting (TRUST_PROXY): hops or addresses of the proxies in front. */
  trustProxy?: number | string;
  /** Re-read page configs and templates when their files change (`npm run dev`). */
  watchPages?: boolean;
  /** `npm run dev`: Vite serves the browser code from source (server/render/dev-assets.ts) instead of dist/client. */
  dev?: DevAssets;
  /** Counters of every rate limit and throttle; a RedisHitStore shares them between processes (REDIS_URL). */
  limits?: HitStore;
  /** Rendered public pages, served without rendering until purged or stale (decision 0039); none: every page renders. */
  htmlCache?: HtmlCache;
  /** The CDN's surrogate-key purge (server/render/cdn-purge.ts), called on every purge. */
  cdnPurge?: (keys: string[]) => Promise<void>;
  /** The shared Redis, which /readyz checks. */
  redis?: Redis;
  /** A bearer token that reads /metrics in production besides ADMIN_TOKEN (METRICS_TOKEN). */
  metricsToken?: string;
  /** The blocks (default: every `blocks/<name>/`); a test passes a copy with a block of its own. */
  registry?: BlockRegistry;
  /** Settings laid over every site's file, e.g. a test's ad account (no demo site has one). */
  siteOverrides?: Partial<SiteProps>;
  /**
   * Run the scheduled publishes and unpublishes, and release ended embargoes, every this many ms (server/main.ts:
   * 1000); none: this app runs none.
   */
  scheduleEveryMs?: number;
  /** The editors' presence renewal and expiry (default 20 s and 50 s); tests shorten them. */
  presence?: PresenceSettings;
  /** An Arc organisation that serves some sites' content (ARC_* variables, decision 0090); none: the local store. */
  arc?: ArcSettings;
  /** Picture hosts the resizer may fetch from (`/images/arc/…`); default: the Arc API's origins, else none. */
  imageOrigins?: string[];
}

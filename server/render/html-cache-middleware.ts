import type { RequestListener } from 'node:http';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { parse as parseCookies } from 'cookie';
import { PAGE_SESSION_COOKIE } from '../accounts/identity/page-session';
import { encodePage, type CachedPage, type HtmlCache } from './html-cache';
import { keysOf } from './surrogate-keys';
import { inProcessClient } from './in-process-request';
import { recordCache } from '../ops/metrics';
import type { BlockRegistry } from '../../runtime/registry';

/** Headers of a rendered page that belong to the page (not to the request or the visitor): stored and replayed. */
const PAGE_HEADERS = ['content-type', 'cache-control', 'surrogate-key', 'content-security-policy', 'link'];
/** A longer query value is not a reader's: such requests are rendered, never stored. */
const MAX_QUERY_VALUE = 200;

export interface HtmlCacheMiddlewareOptions {
  cache: HtmlCache;
  /** The blocks: the query parameters they declare (`query` in defineBlock) are the only ones that change a page. */
  registry: BlockRegistry;
  production: boolean;
  /** The app itself: a stale page is rendered again by a request made to it in process. */
  app: RequestListener;
  /** Early hits are answered before pino-http (decision 0052): they write their own request line here. */
  log?: Logger;
}

type Outcome = 'HIT' | 'MISS' | 'STALE';

/** Sends a stored page in the encoding the client takes, with its own ETag per encoding; no compression here. */
function serve(req: Request, res: Response, page: CachedPage, cache: HtmlCache, outcome: Outcome): void {
  res.status(page.status);
  res.set(page.headers);
  res.set('X-Cache', outcome);
  res.set('Age', String(Math.max(0, Math.floor((cache.now() - page.storedAt) / 1000))));
  res.vary('Accept-Encoding');
  const encoding = req.acceptsEncodings('br', 'gzip', 'identity') || 'identity';
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;
  res.set('ETag', `"${page.etag}${encoding === 'identity' ? '' : `-${encoding}`}"`);
  if (encoding !== 'identity') res.set('Content-Encoding', encoding);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.set('Content-Length', String(body.length));
  res.end(body);
}

/**
 * The HTML cache in front of the page handler (decision 0039). Personal requests (the page-session cookie, decision
 * 0025) and previews pass straight through. Otherwise: a fresh page is a HIT; a stale one is served (STALE) while
 * one in-process request renders it again; a miss renders through the handler, whose 200 is compressed once, stored
 * and sent (MISS); concurrent misses of one page wait for that render.
 */
export function htmlCacheMiddleware(opts: HtmlCacheMiddlewareOptions): {
  early: RequestHandler;
  route: RequestHandler;
} {
  const { cache } = opts;
  const queryKeys = [
    ...new Set([...opts.registry.values()].flatMap((def) => Object.keys(def.query?.shape ?? {}))),
  ].sort();
  const revalidating = new Set<string>();
  const self = inProcessClient(opts.app);

  const keyOf = (req: Request, res: Response): string | undefined => {
    const parts: string[] = [];
    for (const name of queryKeys) {
      const raw = req.query[name];
      const value = Array.isArray(raw) ? raw[0] : raw;
      if (typeof value !== 'string') continue;
      if (value.length > MAX_QUERY_VALUE) return undefined;
      parts.push(`${name}=${encodeURIComponent(value)}`);
    }
    const site = (res.locals.site as { slug: string }).slug;
    // Outside production the page's links use the Host it was asked for (server/pages/handler.ts).
    const origin = opts.production ? '' : `${req.protocol}://${req.get('host') ?? ''}`;
    return `${site}|${origin}|${req.path}?${parts.join('&')}`;
  };

  const personal = (req: Request) =>
    req.query.preview !== undefined || PAGE_SESSION_COOKIE in parseCookies(req.headers.cookie ?? '');

  /** Renders `req`'s page again with a request of the process's own; its answer is stored by `capture`. */
  const revalidate = (req: Request, key: string) => {
    if (revalidating.has(key)) return;
    revalidating.add(key);
    const site = parseCookies(req.headers.cookie ?? '')._website;
    const headers: Record<string, string> = { host: req.get('host') ?? '' };
    for (const name of ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for']) {
      const value = req.get(name);
      if (value) headers[name] = value;
    }
    if (site) headers.cookie = `_website=${encodeURIComponent(site)}`;
    void self
      .get(req.originalUrl, headers)
      .catch((err: unknown) => (req.log ?? opts.log)?.warn({ err }, 'html cache: revalidation failed'))
      .finally(() => revalidating.delete(key));
  };

  /** Lets the handler render, then keeps its answer if it is a public 200. */
  const capture = (req: Request, res: Response, key: string, again = false) => {
    const generation = cache.begin();
    let settle: (page: CachedPage | undefined) => void = () => undefined;
    cache.track(key, new Promise((resolve) => (settle = resolve)));
    let stored = false;
    res.on('close', () => {
      settle(undefined);
      // Re-rendered as gone or moved (not failed: a 5xx keeps the stale copy serving): the stale copy goes.
      if (again && !stored && res.statusCode < 500) cache.drop(key);
    });
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      const control = res.get('Cache-Control') ?? '';
      const html = typeof body === 'string' || Buffer.isBuffer(body);
      if (!html || res.statusCode !== 200 || /private|no-store/.test(control)) {
        settle(undefined);
        return send(body);
      }
      encodePage(body).then(
        (encoded) => {
          const headers: Record<string, string> = {};
          for (const name of PAGE_HEADERS) {
            const value = res.get(name);
            if (value) headers[name] = value;
          }
          const page: CachedPage = {
            status: 200,
            headers,
            keys: keysOf(headers['surrogate-key']),
            storedAt: cache.now(),
            ...encoded,
          };
          settle(page);
          stored = true;
          void cache.set(key, page, generation);
          serve(req, res, page, cache, 'MISS');
        },
        () => {
          settle(undefined);
          send(body);
        },
      );
      return res;
    };
  };

  /**
   * The same lookup, early (right after the site is known, before every router): a page this process holds is sent
   * without walking the API, accounts and editor routers (decision 0048). Only this process's copies, so a GET that is
   * no page costs one LRU lookup and no Redis call; anything not found here goes on to the full lookup below.
   */
  const early = function htmlCacheEarly(req: Request, res: Response, next: NextFunction): void {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || personal(req) || self.isInProcess(req)) return next();
    const key = keyOf(req, res);
    const found = key === undefined ? undefined : cache.getLocal(key);
    if (!found) return next();
    const started = performance.now();
    const outcome = found.freshness === 'fresh' ? 'HIT' : 'STALE';
    // The same request id and log line pino-http gives every other request, without its per-request child logger.
    const id = (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) ?? randomUUID();
    res.setHeader('x-request-id', id);
    recordCache('html', outcome === 'HIT' ? 'hit' : 'stale');
    if (outcome === 'STALE') revalidate(req, key!);
    serve(req, res, found.page, cache, outcome);
    if (opts.log?.isLevelEnabled('info')) {
      opts.log.info(
        {
          req: { id, method: req.method, url: req.originalUrl },
          res: { status: res.statusCode },
          cache: outcome,
          responseTime: Math.round(performance.now() - started),
        },
        'request completed',
      );
    }
  };

  const route = async function htmlCache(req: Request, res: Response, next: NextFunction): Promise<void> {
    if (personal(req)) return next();
    const key = keyOf(req, res);
    if (!key) return next();
    if (self.isInProcess(req)) {
      capture(req, res, key, true);
      return next();
    }
    // Counted for /metrics (cache_lookups_total, cache_hit_ratio): visitors' lookups only, not revalidations.
    const found = await cache.get(key);
    recordCache('html', found ? (found.freshness === 'fresh' ? 'hit' : 'stale') : 'miss');
    if (found) {
      if (found.freshness === 'stale') revalidate(req, key);
      return serve(req, res, found.page, cache, found.freshness === 'fresh' ? 'HIT' : 'STALE');
    }
    const pending = cache.pending(key);
    const rendered = pending && (await pending);
    if (rendered) return serve(req, res, rendered, cache, 'MISS');
    capture(req, res, key);
    next();
  };
  return { early, route };
}

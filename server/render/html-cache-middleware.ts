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
import { pageBase, pageCacheKey, sameNames } from './page-cache-key';
import { isDegraded, pageQueryOf } from './page-outcome';

/** Headers of a rendered page that belong to the page (not to the request or the visitor): stored and replayed. */
const PAGE_HEADERS = ['content-type', 'cache-control', 'surrogate-key', 'content-security-policy', 'link'];

export interface HtmlCacheMiddlewareOptions {
  cache: HtmlCache;
  /**
   * The blocks: a concurrent miss waits for a render in progress of the same address as far as any block's declared
   * parameters go; the page itself is stored under its own blocks' parameters only (`res.locals`, page-outcome.ts).
   */
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
 * and sent (MISS); concurrent misses of one page wait for that render. A page is found by its path's query names
 * (the parameters its blocks declared when it was stored, decision 0072), then by their values.
 */
export function htmlCacheMiddleware(opts: HtmlCacheMiddlewareOptions): {
  early: RequestHandler;
  route: RequestHandler;
} {
  const { cache } = opts;
  const anyBlockNames = [
    ...new Set([...opts.registry.values()].flatMap((def) => Object.keys(def.query?.shape ?? {}))),
  ].sort();
  const revalidating = new Set<string>();
  const self = inProcessClient(opts.app);

  const baseOf = (req: Request, res: Response): string => {
    const site = (res.locals.site as { slug: string }).slug;
    // Outside production the page's links use the Host it was asked for (server/pages/handler.ts).
    return pageBase(site, opts.production ? '' : `${req.protocol}://${req.get('host') ?? ''}`, req.path);
  };
  /** Renders in progress are shared by address as far as any block's parameters go (over-distinct, never wrong). */
  const flightOf = (req: Request, base: string) => pageCacheKey(base, anyBlockNames, req.query);

  type Found = Awaited<ReturnType<HtmlCache['get']>>;
  /** A page stored under other names than its path's record (published again since) is a miss, rendered afresh. */
  const matching = (found: Found, names: string[]) =>
    found && sameNames(found.page.query ?? [], names) ? found : undefined;
  /** The stored page's key for `req` when its path's query names are known here, and the page if this process has it. */
  const lookupLocal = (req: Request, base: string) => {
    const names = cache.localQueryNames(base);
    const key = names && pageCacheKey(base, names, req.query);
    return { key, found: key ? matching(cache.getLocal(key), names!) : undefined };
  };
  /** The same, from Redis too. */
  const lookup = async (req: Request, base: string) => {
    const names = await cache.queryNames(base);
    const key = names && pageCacheKey(base, names, req.query);
    return { key, found: key ? matching(await cache.get(key), names!) : undefined };
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

  /**
   * Lets the handler render, then keeps its answer if it is a public 200 whose blocks all got their data. `stale`: the
   * key of the copy a revalidation renders again.
   */
  const capture = (req: Request, res: Response, base: string, flight: string, stale?: string) => {
    const generation = cache.begin();
    let settle: (page: CachedPage | undefined) => void = () => undefined;
    cache.track(flight, new Promise((resolve) => (settle = resolve)));
    res.on('close', () => {
      settle(undefined);
      // Re-rendered as gone or moved: the stale copy goes. A 5xx, or a page degraded by a failing source (a 200
      // with no-store), keeps the last good copy serving.
      if (stale && res.statusCode >= 300 && res.statusCode < 500) cache.drop(stale);
    });
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      const control = res.get('Cache-Control') ?? '';
      const html = typeof body === 'string' || Buffer.isBuffer(body);
      const query = pageQueryOf(res);
      const key = pageCacheKey(base, query, req.query);
      if (!html || !key || res.statusCode !== 200 || isDegraded(res) || /private|no-store/.test(control)) {
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
            query,
            storedAt: cache.now(),
            ...encoded,
          };
          settle(page);
          void cache.set(key, page, generation, base);
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
    const { key, found } = lookupLocal(req, baseOf(req, res));
    if (!key || !found) return next();
    const started = performance.now();
    const outcome = found.freshness === 'fresh' ? 'HIT' : 'STALE';
    // The same request id and log line pino-http gives every other request, without its per-request child logger.
    const id = (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) ?? randomUUID();
    res.setHeader('x-request-id', id);
    recordCache('html', outcome === 'HIT' ? 'hit' : 'stale');
    if (outcome === 'STALE') revalidate(req, key);
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
    const base = baseOf(req, res);
    const flight = flightOf(req, base);
    if (!flight) return next();
    if (self.isInProcess(req)) {
      capture(req, res, base, flight, lookupLocal(req, base).key);
      return next();
    }
    // Counted for /metrics (cache_lookups_total, cache_hit_ratio): visitors' lookups only, not revalidations.
    const { key, found } = await lookup(req, base);
    recordCache('html', found ? (found.freshness === 'fresh' ? 'hit' : 'stale') : 'miss');
    if (key && found) {
      if (found.freshness === 'stale') revalidate(req, key);
      return serve(req, res, found.page, cache, found.freshness === 'fresh' ? 'HIT' : 'STALE');
    }
    const pending = cache.pending(flight);
    const rendered = pending && (await pending);
    if (rendered) return serve(req, res, rendered, cache, 'MISS');
    capture(req, res, base, flight);
    next();
  };
  return { early, route };
}

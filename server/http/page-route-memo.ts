import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';

/** How many page addresses are remembered (a bounded set: random addresses a visitor invents only evict older ones). */
const REMEMBERED_PATHS = 20_000;

/**
 * Decision 0059: the page route is the app's last catch-all, after the image, content, accounts, editor and SEO
 * routers, whose dozens of routes a page request otherwise walks (about a tenth of an uncached article's time).
 * Those routers choose by method and path alone, so an address that reached the page route once reaches it again:
 * `early`, mounted before them, sends a GET or HEAD of a remembered address straight to the page route's handlers.
 * `remember`, first in the page route, records the addresses that get there.
 */
export function pageRouteMemo(size = REMEMBERED_PATHS) {
  const known = new LRUCache<string, true>({ max: size });
  let route: readonly RequestHandler[] = [];

  /** Runs the page route's handlers in order, as the router would; an error goes to the app's error handler. */
  const runRoute = (req: Request, res: Response, next: NextFunction) => {
    let i = 0;
    const step = (err?: unknown): void => {
      // A handler passing the request on ('route' included) means no page answered it: the full chain decides.
      if (err !== undefined && err !== 'route') return next(err);
      const handler = route[i++];
      if (!handler || err === 'route') return next();
      try {
        const result: unknown = handler(req, res, step);
        if (result instanceof Promise) result.catch((e: unknown) => step(e ?? new Error('page route failed')));
      } catch (thrown) {
        step(thrown ?? new Error('page route failed'));
      }
    };
    step();
  };

  return {
    early(req: Request, res: Response, next: NextFunction): void {
      if ((req.method === 'GET' || req.method === 'HEAD') && known.has(req.path)) return runRoute(req, res, next);
      next();
    },
    remember(req: Request, _res: Response, next: NextFunction): void {
      known.set(req.path, true);
      next();
    },
    /** The page route's handlers after `remember`, set once they exist (the routers before them are built first). */
    setRoute(handlers: readonly RequestHandler[]): void {
      route = handlers;
    },
  };
}

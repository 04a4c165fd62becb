import express, { type RequestHandler, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { PAYWALL_RULES_PATH, type PaywallRules } from '../../contracts/paywall';
import type { SiteProps } from '../../contracts/site-schema';
import { paywallScriptDir } from '../build/paywall-script';

/**
 * The paywall script at its fixed address (spec 1, 7), sent as the build's brotli or gzip copy like the other static
 * files. The address never changes with the code, so it is cached for ten minutes (with its ETag), not for a year.
 * `npm run dev` bundles it from source on each request instead.
 */
export function paywallScript(dev: boolean): RequestHandler {
  if (dev)
    return (_req, res, next) => {
      import('../build/paywall-script')
        .then((m) => m.bundlePaywallScript())
        .then((code) => res.type('text/javascript').set('Cache-Control', 'no-cache').send(code))
        .catch(next);
    };
  const files = expressStaticGzip(paywallScriptDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { maxAge: '10m', index: false, fallthrough: false },
  });
  return (req, res, next) => {
    req.url = '/p.min.js';
    files(req, res, next);
  };
}

/** The rules the site publishes for its paywall script (decision 0057): the site's `paywall.rules`. */
export function paywallRules(): Router {
  const router = express.Router();
  router.get(PAYWALL_RULES_PATH, (_req, res) => {
    const site = res.locals.site as SiteProps;
    const body: PaywallRules = { site: site.slug, rules: site.paywall.rules };
    res.set('Cache-Control', 'public, max-age=300').json(body);
  });
  return router;
}

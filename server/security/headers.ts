import type { RequestHandler } from 'express';

/**
 * Headers every answer carries: no MIME sniffing and no full URLs leaked to other sites, everywhere; in production
 * (APP_ENV=production, docs/decisions/0003) browsers are also told to use HTTPS only, for a year, subdomains included.
 */
export function securityHeaders(production: boolean): RequestHandler {
  return (_req, res, next) => {
    res.set('X-Content-Type-Options', 'nosniff');
    res.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (production) res.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}

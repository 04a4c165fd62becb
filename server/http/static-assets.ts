import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

/**
 * The client build's hashed files, immutable for a year. A script or stylesheet is sent as the brotli or gzip copy the
 * build made beside it (vite.config.ts), whichever the browser accepts (brotli first), with its own Content-Type and
 * `Vary: Accept-Encoding`; nothing is compressed per request. The copies are found once, when the server starts.
 */
export function staticAssets(dir: string): RequestHandler {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { immutable: true, maxAge: '1y', index: false, fallthrough: false },
  });
}

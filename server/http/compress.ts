import compression from 'compression';
import type { Request, Response } from 'express';

/**
 * HTML and JSON compressed as they are sent (brotli quality 4 or gzip level 6: cheap enough per request; the build
 * makes the static files' copies at full strength). Left alone: bodies under 1 KB, event streams (compression would
 * hold their events back), and a response that already carries a Content-Encoding — such as cached pages kept
 * compressed — which the `compression` package passes through untouched.
 */
export function compressResponses() {
  return compression({
    threshold: 1024,
    filter: (req: Request, res: Response) =>
      !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
  });
}

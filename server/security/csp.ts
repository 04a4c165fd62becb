import type { RequestHandler } from 'express';

/** Content-Security-Policy for pages. Filled in with the embeds module (which knows what embeds need). */
export function contentSecurityPolicy(): RequestHandler {
  return (_req, _res, next) => next();
}

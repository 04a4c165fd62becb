import type { NextFunction, Request, Response } from 'express';
import { BadInput, bodyProblem, pathProblem, queryProblem } from './bad-input';

/** The services that answer `{ code, message }` (spec 2, 8) rather than `{ error }`. */
const ACCOUNT_PREFIXES = ['/identity/', '/sales/', '/newsletter/', '/api/premium/'];

/**
 * One guard in front of every route (issue 24, item 6): a path or query with control characters or prototype keys is
 * refused here; a body is checked the moment a parser (any router's `express.json`, `urlencoded`, `text`, multer's
 * fields) assigns it, so a route never sees one and each router keeps its own limits and content types. A refused
 * body reaches the router's own error handler as a `BadInput` (400), like a malformed body does.
 */
export function inputGuard() {
  return function guardInput(req: Request, res: Response, next: NextFunction): void {
    const problem = pathProblem(req.path) ?? queryProblem(req.query as Record<string, unknown>);
    if (problem) return refuse(req, res, next, problem);
    let body: unknown = (req as { body?: unknown }).body;
    Object.defineProperty(req, 'body', {
      configurable: true,
      enumerable: true,
      get: () => body,
      set: (value: unknown) => {
        const refused = bodyProblem(value);
        // Thrown inside the parser's own try: it passes the error on (as a 400) and leaves the body unset.
        if (refused) throw new BadInput(refused);
        body = value;
      },
    });
    next();
  };
}

function refuse(req: Request, res: Response, next: NextFunction, message: string): void {
  if (ACCOUNT_PREFIXES.some((p) => req.path.startsWith(p))) {
    res.set('Cache-Control', 'no-store').status(400).json({ code: 'INVALID_REQUEST', message });
    return;
  }
  // The app's error handler answers a page route with an HTML page and an API with `{ error }`.
  next(new BadInput(message));
}

import { Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { z } from 'zod';
import { isSourceName } from '../sources';
import { callSource, SourceParamsError, type SourceCache } from '../sources/client';
import type { Database } from '../db/client';
import { MemoryHitStore, RateLimitStore, type HitStore } from '../security/hit-store';
import type { SiteProps } from '../../contracts/site-schema';
import { bodyProblem } from '../http/bad-input';
import type { ContentBackend } from '../sources/backend';

const MAX_QUERY = 2000;
const requestQuery = z.object({
  query: z.string().max(MAX_QUERY, `query must be at most ${MAX_QUERY} characters`).optional(),
  _website: z.string().max(50).optional(),
});

/** `GET /api/content/{source}?query=<json>&_website=<site>`: public, cacheable list answers. */
export function contentEndpoint(deps: {
  database: Database;
  cache: SourceCache;
  rateLimitPerMinute?: number;
  limits?: HitStore;
  /** Where each site's content is read from (decision 0090); default: the local store. */
  backend?: ContentBackend;
}): Router {
  const router = Router();
  // Load-more buttons call this a few times a minute; a client calling hundreds of times is scraping or broken.
  const limiter = rateLimit({
    windowMs: 60_000,
    limit: deps.rateLimitPerMinute ?? 300,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: { error: 'Demasiadas solicitudes: intenta de nuevo en un minuto' },
    store: new RateLimitStore(deps.limits ?? new MemoryHitStore(), 'content:'),
    // Reading must not fail with Redis: while it is unreachable the limit is not counted.
    passOnStoreError: true,
  });
  router.get('/api/content/:source', limiter, async (req, res) => {
    const source = String(req.params.source);
    if (!isSourceName(source)) {
      res.status(404).json({ error: `unknown content source "${source}"` });
      return;
    }
    const q = requestQuery.safeParse(req.query);
    if (!q.success) {
      res.status(400).json({ error: q.error.issues[0].message });
      return;
    }
    let params: unknown = {};
    if (q.data.query) {
      try {
        params = JSON.parse(q.data.query);
      } catch {
        res.status(400).json({ error: 'query must be a JSON object' });
        return;
      }
      // The JSON in the query gets the input guard's body rules (server/http/bad-input.ts): it is a body in all but name.
      const problem = bodyProblem(params);
      if (problem) {
        res.status(400).json({ error: problem });
        return;
      }
    }
    const site = res.locals.site as SiteProps;
    try {
      const answer = await callSource(source, params, {
        db: deps.database.db,
        site: site.slug,
        now: Date.now(),
        cache: deps.cache,
        backend: deps.backend,
      });
      res.set('Cache-Control', 'public, max-age=30, s-maxage=60, stale-while-revalidate=300');
      res.json(answer ?? null);
    } catch (err) {
      if (err instanceof SourceParamsError) {
        res.status(400).json({ error: err.message });
        return;
      }
      throw err;
    }
  });
  return router;
}

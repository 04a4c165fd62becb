import express, { Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { MemoryHitStore, RateLimitStore, type HitStore } from '../security/hit-store';
import { content } from '../db/schema';
import { publicContent } from '../content/public-content';
import type { ViewCounter } from './view-counter';
import type { SiteProps } from '../../contracts/site-schema';
import type { ContentBackend } from '../sources/backend';

const body = z.object({ id: z.string().regex(/^[\w-]{1,64}$/) });

/** `POST /api/views {id}`: the article view beacon (navigator.sendBeacon), rate-limited per client. */
export function viewsEndpoint(deps: {
  database: Database;
  counter: ViewCounter;
  limits?: HitStore;
  /** Where each site's content is read from (decision 0090): an Arc site's views are of Arc's stories. */
  backend?: ContentBackend;
}): Router {
  const router = Router();
  router.post(
    '/api/views',
    rateLimit({
      windowMs: 60_000,
      limit: 60,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      store: new RateLimitStore(deps.limits ?? new MemoryHitStore(), 'views:'),
      passOnStoreError: true,
    }),
    // sendBeacon posts text/plain; accept it as JSON, and nothing larger than an id needs.
    express.text({ type: ['text/plain', 'application/json'], limit: '1kb' }),
    async (req, res) => {
      let parsed: z.ZodSafeParseResult<z.infer<typeof body>>;
      try {
        parsed = body.safeParse(JSON.parse(typeof req.body === 'string' ? req.body : ''));
      } catch {
        res.status(400).json({ error: 'body must be JSON {"id": "..."}' });
        return;
      }
      if (!parsed.success) {
        res.status(400).json({ error: 'id must be a content id' });
        return;
      }
      const site = res.locals.site as SiteProps;
      const arc = deps.backend?.arcReads(site.slug);
      // An Arc site's story is Arc's (one cached call per id); Arc out of reach: the view is not counted.
      const known = arc
        ? Boolean(await arc.storyById(parsed.data.id).catch(() => null))
        : (
            await deps.database.db
              .select({ id: content.id })
              .from(content)
              .where(and(eq(content.id, parsed.data.id), eq(content.site, site.slug), publicContent()))
          ).length > 0;
      if (!known) {
        res.status(404).json({ error: 'unknown content id' });
        return;
      }
      deps.counter.record(site.slug, parsed.data.id);
      res.status(204).end();
    },
  );
  return router;
}

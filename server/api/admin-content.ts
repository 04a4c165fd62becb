import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { bearerMatches } from '../security/bearer';
import { z } from 'zod';
import type { Database } from '../db/client';
import { ingestDocument, unpublishDocument } from '../content/ingest';
import type { SourceCache } from '../sources/client';
import { contentKey, siteKey } from '../render/surrogate-keys';

const idParam = z.string().regex(/^[\w-]{1,64}$/);

function bearer(token: string | undefined) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!bearerMatches(req, token)) {
      res.status(401).json({ error: 'admin bearer token required' });
      return;
    }
    next();
  };
}

/**
 * `PUT /api/admin/content/{id}` upserts an ANS document; `DELETE` unpublishes it. Both invalidate the site's cached
 * answers and pages before returning, so the next request shows the change. Disabled when no ADMIN_TOKEN is configured.
 */
export function adminContent(deps: {
  database: Database;
  cache: SourceCache;
  adminToken?: string;
  /** Purges cached pages by surrogate key (HTML cache, CDN): the whole site, as the source cache does (0039). */
  purge?: (keys: string[]) => Promise<void>;
}): Router {
  const router = Router();
  router.use('/api/admin', bearer(deps.adminToken), express.json({ limit: '5mb' }));
  router.put('/api/admin/content/:id', async (req, res) => {
    const id = idParam.safeParse(req.params.id);
    if (!id.success || req.body?._id !== id.data) {
      res.status(400).json({ error: 'the URL id must equal the document _id' });
      return;
    }
    const result = await ingestDocument(deps.database.db, req.body);
    if (!result.ok) {
      res.status(422).json({ error: 'invalid document', problems: result.problems });
      return;
    }
    for (const w of result.warnings) req.log.warn(w, 'content imported with a warning');
    await deps.cache.invalidateSite(result.site);
    await deps.purge?.([siteKey(result.site), contentKey(result.id)]);
    res.status(result.created ? 201 : 200).json(result);
  });
  router.delete('/api/admin/content/:id', async (req, res) => {
    const id = idParam.safeParse(req.params.id);
    if (!id.success) {
      res.status(400).json({ error: 'invalid id' });
      return;
    }
    const removed = await unpublishDocument(deps.database.db, id.data);
    if (!removed) {
      res.status(404).json({ error: 'unknown content id' });
      return;
    }
    await deps.cache.invalidateSite(removed.site);
    await deps.purge?.([siteKey(removed.site), contentKey(id.data)]);
    res.status(204).end();
  });
  return router;
}

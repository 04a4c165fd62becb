import { Router, type Response } from 'express';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../db/client';
import type { SourceCache } from '../sources/client';
import { content } from '../db/schema';
import { allowed, editorOf, fail } from './auth';
import { collectionVersions, editorCollections as collections } from './schema';
import { audit } from './roles';
import { storyColumns } from './options-routes';
import { knownSite } from './pages-routes';
import { recordCurrentOrder } from './collection-history';

const idParam = z.string().regex(/^[\w-]{1,64}$/);
const orderBody = z.object({ storyIds: z.array(z.string().regex(/^[\w-]{1,64}$/)).max(500) });

type Collection = { id: string; name: string; contentIds: string[]; version: number };

const etagOf = (c: Collection) =>
  `"${c.version}-${createHash('sha256').update(c.contentIds.join(',')).digest('hex').slice(0, 16)}"`;

/**
 * Collections (issue 16, item 5): an editor orders the stories of `portada`, `ultimas`…; a save is live on the next
 * request (the site's cached source answers are dropped) and kept in `collection_versions`.
 */
export function collectionsRoutes(deps: { db: Db; cache: SourceCache }): Router {
  const router = Router();
  const { db } = deps;

  const load = async (site: string, id: string): Promise<Collection | undefined> => {
    const [row] = await db
      .select({
        id: collections.id,
        name: collections.name,
        contentIds: collections.contentIds,
        version: collections.version,
      })
      .from(collections)
      .where(and(eq(collections.site, site), eq(collections.id, id)));
    return row;
  };

  const send = async (res: Response, c: Collection) => {
    const rows = c.contentIds.length
      ? await db.select(storyColumns).from(content).where(inArray(content.id, c.contentIds))
      : [];
    const byId = new Map(rows.map((r) => [r.id, { ...r, publishDate: r.publishDate.toISOString() }]));
    const stories = c.contentIds.flatMap((id) => byId.get(id) ?? []);
    res.set('ETag', etagOf(c)).json({ id: c.id, name: c.name, storyIds: c.contentIds, stories });
  };

  const params = (site: string, id: string, res: Response) => {
    if (!knownSite(site) || !idParam.safeParse(id).success)
      return void fail(res, 404, 'NOT_FOUND', 'Colección no encontrada.');
    return allowed(res, site) ? { site, id } : undefined;
  };

  router.get('/collections/:site/:id', async (req, res) => {
    const p = params(req.params.site, req.params.id, res);
    if (!p) return;
    const c = await load(p.site, p.id);
    if (!c) return fail(res, 404, 'NOT_FOUND', 'Colección no encontrada.');
    await send(res, c);
  });

  router.put('/collections/:site/:id', async (req, res) => {
    const p = params(req.params.site, req.params.id, res);
    if (!p) return;
    const current = await load(p.site, p.id);
    if (!current) return fail(res, 404, 'NOT_FOUND', 'Colección no encontrada.');
    const given = req.get('if-match');
    if (!given) return fail(res, 428, 'IF_MATCH_REQUIRED', 'Falta la cabecera If-Match.');
    const stale = () =>
      res.status(412).json({ error: 'Otra persona cambió esta colección.', code: 'STALE', etag: etagOf(current) });
    if (given.replace(/^W\//, '') !== etagOf(current)) return stale();
    const body = orderBody.safeParse(req.body);
    if (!body.success) return fail(res, 400, 'BAD_REQUEST', 'Se necesita { storyIds }.');
    const ids = [...new Set(body.data.storyIds)];
    const found = ids.length
      ? await db
          .select({ id: content.id })
          .from(content)
          .where(and(eq(content.site, p.site), inArray(content.id, ids)))
      : [];
    const missing = ids.filter((id) => !found.some((f) => f.id === id));
    if (missing.length)
      return void res.status(422).json({
        errors: missing.map((id) => ({
          pointer: `/storyIds/${ids.indexOf(id)}`,
          message: `${id} no es una historia de ${p.site}`,
          block: null,
        })),
      });
    const who = editorOf(res).email;
    const saved = await db.transaction(async (tx) => {
      await recordCurrentOrder(tx, { ...current, site: p.site });
      const [row] = await tx
        .update(collections)
        .set({ contentIds: ids, version: sql`${collections.version} + 1` })
        .where(and(eq(collections.site, p.site), eq(collections.id, p.id), eq(collections.version, current.version)))
        .returning({
          id: collections.id,
          name: collections.name,
          contentIds: collections.contentIds,
          version: collections.version,
        });
      if (row)
        await tx
          .insert(collectionVersions)
          .values({ site: p.site, id: p.id, version: row.version, contentIds: ids, savedBy: who });
      return row;
    });
    if (!saved) return stale();
    await audit(db, { who, action: 'collection-save', site: p.site, target: p.id, version: saved.version });
    await deps.cache.invalidateSite(p.site);
    const purge = req.app.locals.purgeKeys as ((keys: string[]) => unknown) | undefined;
    await purge?.([`site-${p.site}`]);
    await send(res, saved);
  });

  router.get('/collections/:site/:id/versions', async (req, res) => {
    const p = params(req.params.site, req.params.id, res);
    if (!p) return;
    const current = await load(p.site, p.id);
    if (!current) return fail(res, 404, 'NOT_FOUND', 'Colección no encontrada.');
    await recordCurrentOrder(db, { ...current, site: p.site });
    const rows = await db
      .select()
      .from(collectionVersions)
      .where(and(eq(collectionVersions.site, p.site), eq(collectionVersions.id, p.id)))
      .orderBy(desc(collectionVersions.version));
    res.json(
      rows.map((r) => ({
        version: r.version,
        savedAt: r.savedAt.toISOString(),
        savedBy: r.savedBy,
        storyIds: r.contentIds,
      })),
    );
  });

  return router;
}

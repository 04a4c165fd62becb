import { Router } from 'express';
import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { content } from '../db/schema';
import { imageUrl } from '../../contracts/image-sizes';
import { socialImageUrl } from '../../contracts/page-meta';
import { allowed, fail } from './auth';
import { loadSites } from '../sites';

const PICKER_LIMIT = 24;
const query = z.object({ site: z.string().max(40), q: z.string().max(100).default('') });
const IMAGE_PATH = /^\/images\/([^/]+)\//;

/**
 * `GET /api/editor/options/images?site=x&q=`: the site's pictures for the page settings' social image (issue 26,
 * item 6): the main picture of its latest stories, searched by headline, each with a thumbnail and the card's address.
 */
export function imagesOptionsRoutes(db: Db): Router {
  const router = Router();
  router.get('/options/images', async (req, res) => {
    const asked = query.safeParse(req.query);
    if (!asked.success || !loadSites().has(asked.data.site))
      return fail(res, 400, 'BAD_REQUEST', 'Se necesitan site y q válidos.');
    const { site, q } = asked.data;
    if (!allowed(res, site)) return;
    const text = q
      .normalize('NFD')
      .replace(/[\u0300-\u036f%_\\]/g, '')
      .toLowerCase();
    const rows = await db
      .select({
        url: sql<string | null>`${content.doc}->'promo_items'->'basic'->>'url'`,
        alt: sql<string | null>`${content.doc}->'promo_items'->'basic'->>'alt_text'`,
        headline: sql<string>`coalesce(${content.doc}->'headlines'->>'basic', '')`,
      })
      .from(content)
      .where(
        and(
          eq(content.site, site),
          sql`${content.doc}->'promo_items'->'basic'->>'url' like '/images/%'`,
          text ? ilike(content.searchText, `%${text}%`) : undefined,
        ),
      )
      .orderBy(desc(content.publishDate))
      .limit(PICKER_LIMIT);
    const images = rows.flatMap((r) => {
      const id = IMAGE_PATH.exec(r.url ?? '')?.[1];
      return id ? [{ id, url: socialImageUrl(id), thumbnail: imageUrl(id, '400x225'), alt: r.alt || r.headline }] : [];
    });
    res.json(images);
  });
  return router;
}

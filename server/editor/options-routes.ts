import { Router } from 'express';
import { and, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { authors, collections, content } from '../db/schema';
import { knownContent } from '../pages/known-content';
import { allowed, editorOf, fail } from './auth';
import { isAdmin } from './roles';
import { loadSites } from '../sites';
import { knownSite } from './pages-routes';
import { sectionNames } from './section-names';
import type { ContentBackend } from '../sources/backend';

const PICKER_LIMIT = 20;
const q = z.string().max(100).default('');

/** Search text as the content table keeps it: lowercase, without accents ('Política' is found by 'politica'). */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[%_\\]/g, '');

/** A story as the collection picker lists it. */
export const storyColumns = {
  id: content.id,
  headline: sql<string>`coalesce(${content.doc}->'headlines'->>'basic', '')`,
  url: content.canonicalUrl,
  publishDate: content.publishDate,
};

export async function searchStories(db: Db, site: string, text: string) {
  const rows = await db
    .select(storyColumns)
    .from(content)
    .where(and(eq(content.site, site), text ? ilike(content.searchText, `%${plain(text)}%`) : undefined))
    .orderBy(desc(content.publishDate))
    .limit(PICKER_LIMIT);
  return rows.map((r) => ({ ...r, publishDate: r.publishDate.toISOString() }));
}

/**
 * The values the pickers offer: sections and collections a site has, authors by name, stories. For a site Arc serves
 * (decision 0090) the sections and stories are Arc's; collections are the local ids the pages name, which Arc answers
 * by id (its Content API cannot list them).
 */
export function optionsRoutes(db: Db, backend?: ContentBackend): Router {
  const router = Router();
  const siteOf = (value: unknown) => (typeof value === 'string' && knownSite(value) ? value : undefined);

  router.get('/options/sections', async (req, res) => {
    const site = siteOf(req.query.site);
    if (!site) return fail(res, 400, 'BAD_SITE', 'Sitio desconocido.');
    if (!allowed(res, site)) return;
    const arc = backend?.arcReads(site);
    if (arc) return void res.json(await arc.sections());
    const [known, names] = await Promise.all([knownContent(db, [site]), sectionNames(db, site)]);
    const ids = [...known.get(site)!.section].sort();
    // Named as the stories name them; a section no story names keeps its path.
    res.json(ids.map((id) => ({ id, name: names.get(id) ?? id })));
  });

  router.get('/options/collections', async (req, res) => {
    const site = siteOf(req.query.site);
    if (!site) return fail(res, 400, 'BAD_SITE', 'Sitio desconocido.');
    if (!allowed(res, site)) return;
    // The site's settings may offer only some of its collections (issue 26, item 8); admins get them all.
    const offered = loadSites().get(site)?.palette?.collections;
    const only = offered && !isAdmin(editorOf(res).grant) ? inArray(collections.id, offered) : undefined;
    const rows = await db
      .select({ id: collections.id, name: collections.name })
      .from(collections)
      .where(and(eq(collections.site, site), only))
      .orderBy(collections.id);
    res.json(rows);
  });

  router.get('/options/authors', async (req, res) => {
    const text = q.safeParse(req.query.q);
    if (!text.success) return fail(res, 400, 'BAD_REQUEST', 'Búsqueda demasiado larga.');
    const rows = await db
      .select({ id: authors.id, slug: authors.slug, name: authors.byline })
      .from(authors)
      .where(text.data ? ilike(authors.byline, `%${text.data.replace(/[%_\\]/g, '')}%`) : undefined)
      .orderBy(authors.byline)
      .limit(PICKER_LIMIT);
    res.json(rows);
  });

  router.get('/stories', async (req, res) => {
    const site = siteOf(req.query.site);
    const text = q.safeParse(req.query.q);
    if (!site || !text.success) return fail(res, 400, 'BAD_REQUEST', 'Se necesitan site y q válidos.');
    if (!allowed(res, site)) return;
    const arc = backend?.arcReads(site);
    res.json(await (arc ? arc.searchStories(text.data) : searchStories(db, site, text.data)));
  });

  return router;
}

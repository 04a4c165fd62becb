import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { content, contentKeys } from '../db/schema';
import { siteKey } from '../content/site-keys';
import type { Db } from '../db/client';
import { defineSource } from './define-source';
import { params, type NavigationNode } from '../../contracts/sources/navigation-api';

const titleFromSlug = (slug: string) => slug.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** The first key after every key that starts with `prefix`, in byte order (the `content_keys` collation). */
const pastPrefix = (prefix: string) =>
  prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);

/**
 * The sections under `prefix` that have content, each with the name its taxonomy entry carries ('Política'), read
 * from its newest story: one range of the `content_keys` index, one query.
 */
async function sectionsUnder(
  db: Db,
  site: string,
  prefix: string,
): Promise<{ section: string; name: string | null }[]> {
  const from = siteKey(site, 's', prefix);
  const newest = db
    .selectDistinctOn([contentKeys.key], { key: contentKeys.key, id: contentKeys.id })
    .from(contentKeys)
    .where(and(gte(contentKeys.key, from), lt(contentKeys.key, pastPrefix(from))))
    .orderBy(contentKeys.key, desc(contentKeys.publishDate))
    .as('k');
  const section = sql<string>`substr(${newest.key}, ${siteKey(site, 's', '').length + 1})`;
  return db
    .select({
      section,
      name: sql<
        string | null
      >`(select e->>'name' from json_array_elements(${content.card}->'taxonomy'->'sections') e where e->>'_id' = ${section} limit 1)`,
    })
    .from(newest)
    .innerJoin(content, eq(content.id, newest.id))
    .orderBy(newest.key);
}

/**
 * The TV menu: `navSemanaTVCategorias` lists the TV categories, `navSemanaTv` the programmes, each as the sections
 * under `/{brand-slug}-tv/categorias/` or `/{brand-slug}-tv/programas/` that have content.
 */
export default defineSource({
  name: 'navigation-api',
  ttl: 600,
  params,
  async fetch(params, { db, site }): Promise<NavigationNode> {
    const kind = params.queryString === 'navSemanaTVCategorias' ? 'categorias' : 'programas';
    const prefix = `/${site}-tv/${kind}/`;
    const rows = await sectionsUnder(db, site, prefix);
    return {
      _id: prefix.slice(0, -1),
      name: kind === 'categorias' ? 'Categorías' : 'Programas',
      children: rows.map((r) => ({
        _id: r.section,
        name: r.name ?? titleFromSlug(r.section.slice(prefix.length)),
      })),
    };
  },
});

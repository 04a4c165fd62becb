import { z } from 'zod';
import { and, eq, sql } from 'drizzle-orm';
import { content } from '../db/schema';
import { siteKey } from '../content/site-keys';
import type { Db } from '../db/client';
import { defineSource } from './define-source';

export interface NavigationNode {
  _id: string;
  name: string;
  children: { _id: string; name: string }[];
}

const titleFromSlug = (slug: string) => slug.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** The name a section's taxonomy entry carries ('Política'), read from one of its stories through `site_keys`. */
async function sectionName(db: Db, site: string, section: string): Promise<string | undefined> {
  const [row] = await db
    .select({
      name: sql<
        string | null
      >`(select e->>'name' from jsonb_array_elements(${content.doc}->'taxonomy'->'sections') e where e->>'_id' = ${section} limit 1)`,
    })
    .from(content)
    .where(sql`${content.siteKeys} @> array[${siteKey(site, 's', section)}]::text[]`)
    .limit(1);
  return row?.name ?? undefined;
}

/**
 * The TV menu: `navSemanaTVCategorias` lists the TV categories, `navSemanaTv` the programmes, each as the sections
 * under `/{brand-slug}-tv/categorias/` or `/{brand-slug}-tv/programas/` that have content.
 */
export default defineSource({
  name: 'navigation-api',
  ttl: 600,
  params: z.object({ queryString: z.enum(['navSemanaTVCategorias', 'navSemanaTv']) }),
  async fetch(params, { db, site }): Promise<NavigationNode> {
    const kind = params.queryString === 'navSemanaTVCategorias' ? 'categorias' : 'programas';
    const prefix = `/${site}-tv/${kind}/`;
    const rows = await db
      .selectDistinct({ section: sql<string>`s` })
      .from(sql`${content}, unnest(${content.sections}) as s`)
      .where(and(eq(content.site, site), sql`s like ${`${prefix}%`}`))
      .orderBy(sql`s`);
    return {
      _id: prefix.slice(0, -1),
      name: kind === 'categorias' ? 'Categorías' : 'Programas',
      children: await Promise.all(
        rows.map(async (r) => ({
          _id: r.section,
          name: (await sectionName(db, site, r.section)) ?? titleFromSlug(r.section.slice(prefix.length)),
        })),
      ),
    };
  },
});

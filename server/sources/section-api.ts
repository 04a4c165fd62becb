import { z } from 'zod';
import { and, eq, sql } from 'drizzle-orm';
import { content } from '../db/schema';
import { defineSource } from './define-source';
import { loadSite } from '../sites';

export interface SectionNode {
  _id: string;
  name: string;
  site: { site_title: string; site_description: string };
}

/** A section's name and titles, read from the stories filed under it. Null when none exist. */
export default defineSource({
  name: 'section-api',
  ttl: 600,
  params: z.object({
    queryString: z
      .string()
      .min(1)
      .max(200)
      .regex(/^\/?[a-z0-9-]+(\/[a-z0-9-]+)*\/?$/, 'a section path such as /nacion'),
  }),
  async fetch(params, { db, site }): Promise<SectionNode | null> {
    const id = `/${params.queryString.replace(/^\/+|\/+$/g, '')}`;
    const [row] = await db
      .select({
        section: sql<{ _id: string; name?: string }>`(
        select s from jsonb_array_elements(${content.doc}->'taxonomy'->'sections') s where s->>'_id' = ${id} limit 1)`,
      })
      .from(content)
      .where(and(eq(content.site, site), sql`${content.sections} @> array[${id}]::text[]`))
      .limit(1);
    if (!row?.section) return null;
    const name = row.section.name ?? id.slice(1);
    const brand = loadSite(site).name;
    return {
      _id: id,
      name,
      site: {
        site_title: `${name} | ${brand}`,
        site_description: `Últimas noticias de ${name} en ${brand}: actualidad, análisis y contexto.`,
      },
    };
  },
});

import { desc, eq, inArray, sql } from 'drizzle-orm';
import { content, contentKeys } from '../db/schema';
import { siteKey } from '../content/site-keys';
import { defineSource } from './define-source';
import { params, type SectionNode } from '../../contracts/sources/section-api';
import { loadSite } from '../sites';

/** A section's name and titles, read from the newest story filed under it. Null when none exist. */
export default defineSource({
  name: 'section-api',
  ttl: 600,
  params,
  async fetch(params, { db, site }): Promise<SectionNode | null> {
    const id = `/${params.queryString.replace(/^\/+|\/+$/g, '')}`;
    // The newest story from the section's list in content_keys: a filter with LIMIT 1 on the content table made the
    // planner scan it in physical order until a match turned up (30 ms cold at 100k stories, all of it for a rare section).
    const newest = db
      .select({ id: contentKeys.id })
      .from(contentKeys)
      .where(eq(contentKeys.key, siteKey(site, 's', id)))
      .orderBy(desc(contentKeys.publishDate), desc(contentKeys.id))
      .limit(1);
    const [row] = await db
      .select({
        section: sql<{ _id: string; name?: string }>`(
        select s from jsonb_array_elements(${content.doc}->'taxonomy'->'sections') s where s->>'_id' = ${id} limit 1)`,
      })
      .from(content)
      .where(inArray(content.id, newest));
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

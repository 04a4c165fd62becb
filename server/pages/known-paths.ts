import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contentKeys } from '../db/schema';
import { siteKey } from '../content/site-keys';
import type { SourceCache } from '../sources/client';
import type { SiteProps } from '../../contracts/site-schema';
import { menuSection } from '../../contracts/site-menus';
import { OPINION_SECTIONS } from '../../templates/choose-template';
import { CAPSULES_ALL } from '../../blocks/economy-capsules/EconomyCapsules';
import { editionYears } from '../../blocks/printed-editions/edition-years';

/** A section landing's address: one or two slugs ('/salud/', '/mundo/noticias-estados-unidos/'). */
const LANDING = /^\/([a-z0-9-]+)\/(?:([a-z0-9-]+)\/)?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day that exists in the calendar ('2026-02-31' does not, though Date.parse rolls it over to March). */
export function isCalendarDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [year, month, day] = m.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Issue 14: what an address names. A section is known when the site's menus link to it or stories are filed under
 * it; a TV programme or category when it is one of the programmes or has videos; a date when the calendar has it.
 */
export function createKnownPaths(deps: {
  db: Db;
  cache: SourceCache;
  /** Whether a section exists, for a site whose sections are not read locally (Arc's, decision 0090). */
  sectionKnown?: (site: string, section: string) => Promise<boolean> | undefined;
}) {
  const { db, cache } = deps;

  /** Whether any story of the site is filed under the section ('/salud', '/semana-tv/programas/a-fondo'). */
  const hasStories = (site: string, section: string) =>
    deps.sectionKnown?.(site, section) ??
    (cache.get(`${site}|known-section|${section}`, 600_000, async () => {
      const [row] = await db
        .select({ id: contentKeys.id })
        .from(contentKeys)
        .where(eq(contentKeys.key, siteKey(site, 's', section)))
        .limit(1);
      return Boolean(row);
    }) as Promise<boolean>);

  // The opinion sections spec 1 names (e.g. the rural opinion carousel's 'Ver todos' goes to /semanarural/opinion).
  // So is the capsules block's 'Ver todo' (spec 3), on a site whose few economy stories include no capsule.
  const specSections: ReadonlySet<string> = new Set([...OPINION_SECTIONS, CAPSULES_ALL.href.slice(0, -1)]);
  const knownSection = async (site: SiteProps, path: string) =>
    Boolean(menuSection(site, path)) || specSections.has(`/${path}`) || hasStories(site.slug, `/${path}`);

  return {
    /** The section a landing address shows ('salud'), or null when the site knows no such section. */
    async landing(site: SiteProps, path: string): Promise<string | null> {
      const m = LANDING.exec(path);
      if (!m) return null;
      const section = m.slice(1).filter(Boolean).join('/');
      return (await knownSection(site, section)) ? section : null;
    },

    /** Whether a page config's route parameters name something the site does not know (the page is a 404). */
    async namesNothing(site: SiteProps, route: string, params: Record<string, string>): Promise<boolean> {
      if (params.date !== undefined && !isCalendarDate(params.date)) return true;
      if (params.year !== undefined && !editionYears(Date.now(), site.timezone).includes(Number(params.year)))
        return true; // /impresa/{year}/: last year back to 2000
      if (route.startsWith('/:brand-tv/') && params.brand !== site.slug) return true;
      if (params.show !== undefined && params.show !== site.slug) return true; // '/{brand}-tv/{brand}-el-debate/'
      const tv = (rest: string) => hasStories(site.slug, `/${site.slug}-tv/${rest}`);
      if (params.programa !== undefined && !site.tvProgrammes.some((p) => p.slug === params.programa))
        if (!(await tv(`programas/${params.programa}`))) return true;
      if (params.categoria !== undefined && !(await tv(`categorias/${params.categoria}`))) return true;
      if (route.startsWith('/seccion/') && params.section !== undefined) {
        const section = [params.subsection, params.section].filter(Boolean).join('/');
        if (!(await knownSection(site, section))) return true;
      }
      return false;
    },
  };
}

export type KnownPaths = ReturnType<typeof createKnownPaths>;

import type { RenderContext } from '../../runtime/types';

const SLUG = /^[a-z0-9-]{1,80}$/;

/** Spec 3, TV menu data: the first 9 categories are used (by the sub-menu and the categories page). */
export const MAX_CATEGORIES = 9;

/**
 * The TV pages' routes read the brand from the address (`/:brand-tv/...`), since a route pattern cannot name
 * each site's prefix. Only the site's own prefix is a TV page: `/soho-tv/...` on Semana shows nothing. A route
 * without the prefix (the TV home, `/tv/`) is the site's own.
 */
export function isOwnTvPath(ctx: Pick<RenderContext, 'params' | 'site'>): boolean {
  return ctx.params.brand === undefined || ctx.params.brand === ctx.site.slug;
}

export const isTvSlug = (value: string | undefined): value is string => value !== undefined && SLUG.test(value);

/** `/{brand-slug}-tv/{rest}/`: the address of a TV page of this site. */
export const tvPath = (site: string, rest: string) => `/${site}-tv/${rest}/`;

/** The section a TV listing asks its source for: `/{brand-slug}-tv/{rest}`, without the trailing slash. */
export const tvSection = (site: string, rest: string) => `/${site}-tv/${rest}`;

/** 'semana-noticias' → 'Semana noticias', as the navigation source names sections without a title. */
export const titleFromSlug = (slug: string) => slug.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** The part of a `categorias` key after its first slash (the whole key when it has none). */
const afterFirstSlash = (key: string) => (key.includes('/') ? key.slice(key.indexOf('/') + 1) : key);

/**
 * Spec 3, TV: a `categorias` entry's page. A key starting with 'categorias/' is a category, any other a programme:
 * 'categorias/virales' → '/semana-tv/categorias/virales', 'programas/semana-noticias' →
 * '/semana-tv/programas/semana-noticias' (no trailing slash, as the spec writes them; the routes take both).
 */
export function categoryLink(site: string, key: string): string {
  const group = key.startsWith('categorias/') ? 'categorias' : 'programas';
  return `/${site}-tv/${group}/${afterFirstSlash(key)}`;
}

/** Spec 3, TV: a `categorias` entry's title, the key after its first slash with dashes as spaces ('mundo al dia'). */
export const categoryTitle = (key: string) => afterFirstSlash(key).replace(/-/g, ' ');

const TV_SECTION = /^\/[a-z0-9-]+-tv\/[a-z0-9-]+(\/[a-z0-9-]+)?$/;

/**
 * The TV section a `categorias` value names: a full section ('/semana-tv/categorias/politica') or the part after
 * the TV prefix ('categorias/politica'). Null when it is neither, so the entry is left out instead of failing.
 */
export function categorySection(site: string, value: string): string | null {
  const trimmed = value.trim().replace(/\/+$/, '');
  const full = trimmed.startsWith('/') ? trimmed : tvSection(site, trimmed);
  return TV_SECTION.test(full) ? full : null;
}

/** A config's `categorias` in map order, as title, link and section; entries without a TV section are dropped. */
export function categoryEntries(site: string, categorias: Record<string, string> | undefined) {
  return Object.entries(categorias ?? {}).flatMap(([key, value]) => {
    const section = categorySection(site, value);
    return section ? [{ key, title: categoryTitle(key), url: categoryLink(site, key), section }] : [];
  });
}

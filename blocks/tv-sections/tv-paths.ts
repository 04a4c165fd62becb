import type { RenderContext } from '../../runtime/types';

const SLUG = /^[a-z0-9-]{1,80}$/;

/** Spec 3, TV menu data: the first 9 categories are used (by the sub-menu and the categories page). */
export const MAX_CATEGORIES = 9;

/**
 * The TV pages' routes read the brand from the address (`/:brand-tv/...`), since a route pattern cannot name
 * each site's prefix. Only the site's own prefix is a TV page: `/soho-tv/...` on Semana shows nothing. A TV page
 * whose address names no brand (the TV home, /tv/) is the site's own.
 */
export function isOwnTvPath(ctx: Pick<RenderContext, 'params' | 'site'>): boolean {
  return (ctx.params.brand ?? ctx.site.slug) === ctx.site.slug;
}

export const isTvSlug = (value: string | undefined): value is string => value !== undefined && SLUG.test(value);

/** `/{brand-slug}-tv/{rest}/`: the address of a TV page of this site. */
export const tvPath = (site: string, rest: string) => `/${site}-tv/${rest}/`;

/** The section a TV listing asks its source for: `/{brand-slug}-tv/{rest}`, without the trailing slash. */
export const tvSection = (site: string, rest: string) => `/${site}-tv/${rest}`;

/** 'semana-noticias' → 'Semana noticias', as the navigation source names sections without a title. */
export const titleFromSlug = (slug: string) => slug.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

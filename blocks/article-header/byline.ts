import type { SiteProps } from '../../contracts/site-schema';
import { toSlug } from '../../contracts/slug';
import { calendarDay } from '../../ui/format/dates';

export interface BylineAuthor {
  name: string;
  /** Only the editorial desk has an author page: bylines containing 'Redacción' (spec 1, 2.2). */
  url?: string;
  /** The author's photo from the story's credits (spec 1, 3), when it has one. */
  photo?: string;
}

/** Stories with no byline published before this day (site time) are signed by the editorial desk. */
export const EDITORIAL_DESK_UNTIL = '2025-01-27';

/** 'Redacción Semana' linking to /autor/redaccion-semana/: the slug carries the site slug. */
export function editorialDesk(site: Pick<SiteProps, 'name' | 'slug'>): Required<Omit<BylineAuthor, 'photo'>> {
  return { name: `Redacción ${site.name}`, url: `/autor/redaccion-${site.slug}/` };
}

export function bylineAuthors(
  names: string[],
  publishDate: string,
  site: Pick<SiteProps, 'name' | 'slug' | 'timezone'>,
): BylineAuthor[] {
  const authors = names.map((n) => n.trim()).filter(Boolean);
  if (authors.length === 0) {
    return calendarDay(publishDate, site.timezone) < EDITORIAL_DESK_UNTIL ? [editorialDesk(site)] : [];
  }
  return authors.map((name) => (name.includes('Redacción') ? { name, url: `/autor/${toSlug(name)}/` } : { name }));
}

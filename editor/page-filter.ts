import type { PageSummary } from './api';

/** What the editor's home shows of the site's pages (issue 25, 4): a search, filters and an order. */
export interface PageFilter {
  /** Matched in the title and the route, ignoring case and accents. */
  q: string;
  state: 'all' | 'draft' | 'live' | 'shared';
  layout: string;
  sort: 'updated' | 'title' | 'route';
}

export const NO_FILTER: PageFilter = { q: '', state: 'all', layout: '', sort: 'updated' };

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** A page is a draft when it has changes readers do not see yet, or was never published. */
export const isDraft = (p: PageSummary) => Boolean(p.draft) || !p.published;

const STATES: Record<PageFilter['state'], (p: PageSummary) => boolean> = {
  all: () => true,
  draft: isDraft,
  live: (p) => p.published,
  shared: (p) => Boolean(p.shared),
};

const collator = new Intl.Collator('es-CO', { sensitivity: 'base', numeric: true });
const ORDERS: Record<PageFilter['sort'], (a: PageSummary, b: PageSummary) => number> = {
  // Newest first; pages never edited last.
  updated: (a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? ''),
  title: (a, b) => collator.compare(pageName(a), pageName(b)),
  route: (a, b) => collator.compare(a.route, b.route),
};

export function filterPages(pages: PageSummary[], filter: PageFilter): PageSummary[] {
  const q = fold(filter.q.trim());
  return pages
    .filter((p) => !q || fold(`${pageName(p)} ${p.id} ${p.route}`).includes(q))
    .filter(STATES[filter.state])
    .filter((p) => !filter.layout || p.layout === filter.layout)
    .sort(ORDERS[filter.sort]);
}

/** The layouts the pages use, for the filter's options. */
export const layoutsOf = (pages: PageSummary[]) =>
  [...new Set(pages.map((p) => p.layout).filter((l): l is string => Boolean(l)))].sort();

/** What a row calls a page: its title, or for a home with none «Portada», else its id. */
export const pageName = (p: PageSummary) =>
  p.title && p.title !== p.id ? p.title : p.route === '/' ? 'Portada' : p.id;

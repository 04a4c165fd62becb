import { loadSites } from '../../server/sites';

/**
 * The sections a site's menus name (issue 28: a brand reads as its own): its main bar, «Más» and hamburger links
 * that are section paths, not its TV pages (El Debate). A story of the site is its own when its URL starts with one.
 */
export function ownSections(site: string): string[] {
  const { navigation } = loadSites().get(site)!;
  return [...navigation.main, ...(navigation.more ?? []), ...(navigation.hamburger ?? [])]
    .map((item) => item.link)
    .filter((link) => /^\/([a-z0-9-]+\/)+$/.test(link) && !link.includes('-tv/'));
}

/** The story links (articles, galleries, videos) in a page's HTML or under one of its elements. */
export const storyLinks = (html: string): string[] =>
  [...html.matchAll(/href="(\/[^"?#]*\/(?:articulo|galeria|video)\/[^"]+)"/g)].map((m) => m[1]);

/**
 * Site-wide ad-exclusion list (spec 1, 9: some article URLs carry no ads): canonical URLs of
 * articles on which no ad slot, anchor or ad script appears on any site, e.g. a statement the
 * newsroom publishes in mourning. Editors ask for an address to be added here.
 */
export const AD_EXCLUDED_URLS: readonly string[] = ['/nacion/articulo/comunicado-a-la-opinion-publica/sin-publicidad/'];

interface AdContext {
  canonical_url: string;
  owner?: { sponsored?: boolean };
}

/** Whether a page may show ads: never on sponsored content (spec 1, 6) or an excluded URL. */
export function adsAllowed(story: AdContext | undefined): boolean {
  if (!story) return true;
  if (story.owner?.sponsored) return false;
  const url = story.canonical_url.endsWith('/') ? story.canonical_url : `${story.canonical_url}/`;
  return !AD_EXCLUDED_URLS.includes(url);
}

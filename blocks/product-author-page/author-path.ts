/**
 * Spec 3, {product} author page: the third segment of the request path picks the author, e.g.
 * '/opinion-mujeres/autor/maria-jimena-duzan/' → 'maria-jimena-duzan' (empty segments are skipped, the query string
 * is not part of the path). Undefined when the path is shorter.
 */
export function authorSlugFromPath(path: string): string | undefined {
  const [pathname] = path.split(/[?#]/);
  return pathname.split('/').filter(Boolean)[2];
}

/** `opinion-{product}`: the brand's opinion section as content-api-search-author takes it (spec 3, 7). */
export const productOpinionSection = (siteSlug: string) => `opinion-${siteSlug}`;

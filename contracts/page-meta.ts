/**
 * A page's settings (issue 26, item 6) as the page schema, the editor's form and the document head read them.
 * Contract layer: the server, the editor and the schema generator share these rules.
 */

/** A social image: one of the resizer's pictures (server/images/router.ts's ids) at the card's size. */
export const SOCIAL_IMAGE_SIZE = '1280x720';
export const PAGE_IMAGE =
  /^\/images\/(?:[A-Z2-7]{26}(?:-\d{1,3})?|author-[a-z0-9]+(?:-[a-z0-9]+){0,9})\/\d{2,4}x\d{1,4}\.jpg$/;

export const socialImageUrl = (imageId: string) => `/images/${imageId}/${SOCIAL_IMAGE_SIZE}.jpg`;

/**
 * Why a canonical address is not one of the site's, in Spanish, or undefined when it is: a path of the site, or an
 * https URL on one of its hosts (a canonical elsewhere would hand the page's ranking to another site).
 */
export function canonicalProblem(canonical: string, hosts: string[]): string | undefined {
  if (canonical.startsWith('/') && !canonical.startsWith('//')) return undefined;
  let url: URL;
  try {
    url = new URL(canonical);
  } catch {
    return 'debe ser una ruta del sitio (/…) o una URL https';
  }
  if (url.protocol !== 'https:') return 'debe ser una ruta del sitio (/…) o una URL https';
  if (!hosts.includes(url.hostname)) return `debe estar en un host del sitio (${hosts.join(', ')})`;
  return undefined;
}

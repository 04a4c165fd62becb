/**
 * Spec 1, 2.2 (S1-054): the content address shapes that decide which ad units a page asks for. An article
 * ('/…/articulo/…' or anything ending in '.html'), a gallery ('/galeria/…'), the home page ('/' or '/homepage') or a
 * section, whose first path segment names it (the section page '/seccion/{section}/…' names it second).
 */
export type AdPageType = 'article' | 'gallery' | 'home' | 'section';

export interface AdContext {
  type: AdPageType;
  /** The section the page belongs to; none for the home page or an address without one ('/galeria/x/'). */
  section?: string;
}

const MARKERS: Record<string, AdPageType> = { articulo: 'article', galeria: 'gallery' };

export function adContext(path: string): AdContext {
  const segments = path.split(/[?#]/)[0].split('/').filter(Boolean);
  const [first] = segments;
  if (!first || first === 'homepage') return { type: 'home' };
  // The first segment is the section unless it is the shape's own word or the page's file name.
  const section = first in MARKERS || first.endsWith('.html') ? undefined : first;
  const marker = segments.find((s) => s in MARKERS);
  if (marker) return withSection(MARKERS[marker], section);
  if (segments[segments.length - 1].endsWith('.html')) return withSection('article', section);
  if (first === 'seccion' && segments[1]) return { type: 'section', section: segments[1] };
  return { type: 'section', section: first };
}

const withSection = (type: AdPageType, section: string | undefined): AdContext =>
  section ? { type, section } : { type };

/**
 * The ad unit a slot asks the network for: the publisher's account, then the page's section (or its type where it
 * has none: 'home', 'gallery'), then the slot, e.g. '/1234/nacion/ROBAPAGINA_1'.
 */
export const adUnitPath = (publisherId: string, context: AdContext, slot: string): string =>
  `/${publisherId}/${context.section ?? context.type}/${slot}`;

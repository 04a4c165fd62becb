import type { SiteProps } from './site-schema';
import { magazineSections } from './magazine-sections';

export interface MenuItem {
  text: string;
  link: string;
}

type SiteMenus = Pick<SiteProps, 'navigation' | 'magazineMenu'>;

/**
 * Every entry of the site's menus (main bar, 'Más', hamburger, and the magazine menu on the magazine site), each
 * address once, in menu order.
 */
export function menuItems(site: SiteMenus): MenuItem[] {
  const { main, more, hamburger } = site.navigation;
  const magazine = site.magazineMenu ? magazineSections.flatMap((s) => [s, ...(s.children ?? [])]) : [];
  const byLink = new Map<string, MenuItem>();
  for (const { text, link } of [...main, ...more, ...hamburger, ...magazine])
    if (!byLink.has(link)) byLink.set(link, { text, link });
  return [...byLink.values()];
}

/**
 * The menu entry whose address is the section `path` ('salud', 'que-pasa/virales'), as its landing (`/salud/`) or as
 * its section page (`/seccion/que-pasa/virales/`), if any.
 */
export function menuSection(site: SiteMenus, path: string): MenuItem | undefined {
  const landing = `/${path.replace(/^\/+|\/+$/g, '')}/`;
  return menuItems(site).find((item) => item.link === landing || item.link === `/seccion${landing}`);
}

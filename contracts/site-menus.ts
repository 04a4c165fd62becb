import type { SiteProps } from './site-schema';

export interface MenuItem {
  text: string;
  link: string;
}

/** Every entry of the site's menus (main bar, 'Más', hamburger), each address once, in menu order. */
export function menuItems(site: Pick<SiteProps, 'navigation'>): MenuItem[] {
  const { main, more, hamburger } = site.navigation;
  const byLink = new Map<string, MenuItem>();
  for (const item of [...main, ...more, ...hamburger]) if (!byLink.has(item.link)) byLink.set(item.link, item);
  return [...byLink.values()];
}

/** The menu entry whose address is the section `path` ('salud', 'mundo/noticias-estados-unidos'), if any. */
export function menuSection(site: Pick<SiteProps, 'navigation'>, path: string): MenuItem | undefined {
  const link = `/${path.replace(/^\/+|\/+$/g, '')}/`;
  return menuItems(site).find((item) => item.link === link);
}

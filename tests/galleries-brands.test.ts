import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { startTestServer, type TestServer } from './helpers/test-server';
import { loadSites } from '../server/sites';
import { ownSections, storyLinks } from './helpers/own-sections';

/**
 * Issue 28, "Brands": /galerias/ showed Semana's news sliders (Nación, Deportes) and galleries on every site, Mujeres'
 * and Soho's included. Each site's gallery page now shows its own galleries and sections: every block has items, and
 * every story it links to is filed under a section the site's menus name.
 */

const SITES = [...loadSites().keys()];
// The page's blocks, by their root element, and what counts as an item in each.
const BLOCKS = [
  ['.multimedia-gallery', '.multimedia-gallery__slide'],
  ['.gallery-carousel', 'a[href*="/galeria/"]'],
  ['.galleries-grid', 'a[href*="/galeria/"]'],
  ['.slider', '.slider__slide'],
  ['.collection-gallery', 'a[href*="/galeria/"]'],
  ['.secondary-slider', 'a[href*="/articulo/"], a[href*="/galeria/"], a[href*="/video/"]'],
] as const;

let server: TestServer;
const pages = new Map<string, Document>();
beforeAll(async () => {
  server = await startTestServer();
  for (const site of SITES) {
    const res = await fetch(`${server.url}/galerias/?_website=${site}`);
    expect(res.status, site).toBe(200);
    const html = await res.text();
    pages.set(site, new new Window().DOMParser().parseFromString(html, 'text/html') as unknown as Document);
  }
}, 120_000);
afterAll(() => server?.close());

describe('/galerias/ of each site shows its own galleries and sections (issue 28)', () => {
  it.each(SITES)('%s: every block shows items, all of them stories of its own sections', (site) => {
    const main = pages.get(site)!.querySelector('main')!;
    const own = ownSections(site);
    for (const [block, item] of BLOCKS) {
      const root = main.querySelector(block);
      expect(root, `${site} ${block}`).not.toBeNull();
      expect(root!.querySelectorAll(item).length, `${site} ${block} items`).toBeGreaterThan(0);
      const others = storyLinks(root!.outerHTML).filter((link) => !own.some((section) => link.startsWith(section)));
      expect(others, `${site} ${block}: stories of other sections`).toEqual([]);
    }
    expect(storyLinks(main.outerHTML).length, site).toBeGreaterThan(20);
  });

  it.each(['mujeres', 'soho', 'semanarural', 'foros-semana'])(
    "%s: its sliders are of its own sections, not Semana's Nación and Deportes",
    (site) => {
      const titles = [...pages.get(site)!.querySelectorAll('main .slider, main .secondary-slider')].map((s) =>
        s.querySelector('h2, h3')?.textContent?.trim(),
      );
      expect(titles.length).toBe(2);
      expect(titles).not.toContain('Nación');
      for (const slider of pages.get(site)!.querySelectorAll('main .slider, main .secondary-slider'))
        expect(own(site, slider.querySelector('a')?.getAttribute('href') ?? '')).toBe(true);
    },
  );
});

const own = (site: string, link: string) => ownSections(site).some((section) => link.startsWith(section));

import { describe, expect, it } from 'vitest';
import { loadSites } from '../server/sites';

const sites = loadSites();
const links = (slug: string, menu: 'main' | 'more' | 'hamburger') =>
  sites.get(slug)!.navigation[menu].map((item) => item.link);
/** Semana's own products, which a regional paper or the forums site does not carry in its menus. */
const SEMANA_PRODUCTS = ['/semanaplay/', '/mujeres/', '/semanarural/', '/hablan-las-marcas/', '/mejor-colombia/'];

// Issue 28: every site used Semana's 25-item «Más» menu.
describe("each site's menus are its own", () => {
  it.each(['elpais', 'foros-semana'])("%s's «Más» is not Semana's and names none of Semana's products", (slug) => {
    expect(links(slug, 'more')).not.toEqual(links('semana', 'more'));
    for (const menu of ['more', 'hamburger'] as const)
      expect(links(slug, menu).filter((link) => SEMANA_PRODUCTS.includes(link))).toEqual([]);
  });

  it("names the forums' own pages in Foros Semana's «Más», and no «Impresa» on a site that prints nothing", () => {
    expect(links('foros-semana', 'more')).toEqual(
      expect.arrayContaining(['/foros-semana/proximos-foros/', '/foros-semana/videos/']),
    );
    for (const menu of ['main', 'more', 'hamburger'] as const)
      expect(links('foros-semana', menu)).not.toContain('/impresa/');
  });
});

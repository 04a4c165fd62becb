import { describe, expect, it } from 'vitest';
import { siteFixture } from '../fixtures/site';
import { menuItems, menuSection } from './site-menus';

describe('site menus', () => {
  it("finds a section of the main bar, 'Más' or hamburger by its landing address", () => {
    const semana = siteFixture('semana');
    expect(menuSection(semana, 'loterias')?.text).toBe('Loterías');
    expect(menuSection(semana, '/mundo/noticias-estados-unidos/')?.text).toBe('Estados Unidos');
    expect(menuSection(semana, 'no-existe')).toBeUndefined();
  });

  it("counts the magazine menu's sections only on the magazine site", () => {
    expect(menuSection(siteFixture('soho'), 'que-pasa/virales')?.text).toBe('Virales');
    expect(menuSection(siteFixture('semana'), 'que-pasa/virales')).toBeUndefined();
  });

  it('lists each address once', () => {
    const links = menuItems(siteFixture('soho')).map((item) => item.link);
    expect(new Set(links).size).toBe(links.length);
  });
});

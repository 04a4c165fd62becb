// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { layoutNames, type LayoutName } from '../contracts/layout-names';
import type { Sources } from '../contracts/sources';
import { ctxFixture } from '../fixtures/site';
import { loadBlocks } from '../runtime/registry';
import { preparePage } from '../runtime/prepare-page';
import { renderBody } from '../runtime/render';
import { resolveData } from '../runtime/resolve';
import type { RenderContext } from '../runtime/types';
import { FOROS_LINKS } from './ForosSemanaLayout';
import { layouts } from './index';

const registry = await loadBlocks();
const hidden = { block: 'hidden-title', version: 1, config: { published: true, title: 'Contenido de la página' } };

/** A page with one block in main on the given layout, rendered as the server renders it, parsed for queries. */
async function page(layout: LayoutName, ctx: RenderContext = ctxFixture(), headerMode?: string) {
  const { areas, problems } = preparePage({ layout, areas: { main: [hidden] } }, registry);
  expect(problems).toEqual([]);
  const data = await resolveData(
    areas,
    { ...ctx, sources: {} as Sources, query: {} },
    {
      timeoutMs: 1000,
      onError: (_block, error) => {
        throw error;
      },
    },
  );
  const { html } = renderBody(layouts[layout], areas, data, ctx, { headerMode });
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return { html, app: doc.body.firstElementChild as HTMLElement, doc };
}

describe('the layouts (spec 3, 2)', () => {
  it('has the seven layouts: empty, landing, ForosSemana, {product}, Soho, ElPais and SemanaDefault', () => {
    expect([...layoutNames].sort()).toEqual([
      'bare',
      'default',
      'elpais',
      'foros-semana',
      'landing',
      'product',
      'soho',
    ]);
    expect(Object.keys(layouts).sort()).toEqual([...layoutNames].sort());
  });

  it('empty renders the page alone: no header, no footer', async () => {
    const { doc } = await page('bare');
    expect(doc.querySelector('main')?.textContent).toContain('Contenido de la página');
    expect(doc.querySelector('header, footer, .site-header, .site-footer')).toBeNull();
  });

  it.each(['default', 'foros-semana', 'product', 'soho', 'elpais'] as const)(
    '%s has the site header, the page in main and its footer (a product brand its own), in that order',
    async (layout) => {
      const { doc } = await page(layout, ctxFixture(layout === 'default' ? 'semana' : 'elpais'));
      const footer = layout === 'product' ? 'footer.product-footer' : 'footer.site-footer';
      const parts = [...doc.querySelectorAll(`header.site-header, main, ${footer}`)].map((el) => el.tagName);
      expect(parts).toEqual(['HEADER', 'MAIN', 'FOOTER']);
      expect(doc.querySelector('main')?.textContent).toContain('Contenido de la página');
    },
  );

  it('landing has a slim brand bar with the way back instead of the menus, full width, and the footer', async () => {
    const { app, doc } = await page('landing');
    expect(app.className).toBe('app app--landing');
    expect(doc.querySelector('.site-header, nav')).toBeNull();
    const back = [...doc.querySelectorAll('a')].find((a) => a.textContent === 'Volver a Semana');
    expect(back?.getAttribute('href')).toBe('/');
    expect(doc.querySelector('.landing-bar__logo')?.textContent).toBe('Semana');
    expect(doc.querySelector('footer.site-footer')).not.toBeNull();
  });

  it('ForosSemana has the forums bar, marking the page the reader is on', async () => {
    const ctx = { ...ctxFixture('foros-semana'), path: '/foros-semana/videos' };
    const { app, doc } = await page('foros-semana', ctx);
    expect(app.classList).toContain('app--foros-semana');
    const bar = doc.querySelector('nav.foros-bar');
    expect(bar?.getAttribute('aria-label')).toBe('Foros Semana');
    const links = [...(bar?.querySelectorAll('a') ?? [])];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(FOROS_LINKS.map((l) => [l.text, l.link]));
    expect(links.find((a) => a.getAttribute('aria-current') === 'page')?.textContent).toBe('Videos');
  });

  it('{product} shows the magazine’s name and tagline from its site (Mujeres)', async () => {
    const { app, doc } = await page('product', ctxFixture('mujeres'));
    expect(app.classList).toContain('app--product');
    expect(doc.querySelector('.product-masthead__name')?.textContent).toBe('Mujeres');
    expect(doc.querySelector('.product-masthead__tagline')?.textContent).toBe(ctxFixture('mujeres').site.description);
  });

  it('Soho is dark: its header in the dark mode unless the page asks for another, and the age gate over it', async () => {
    const soho = ctxFixture('soho');
    const { app, doc } = await page('soho', soho, 'Normal');
    expect(app.classList).toContain('app--soho');
    expect(app.dataset.headerMode).toBe('Oscuro');
    expect(doc.querySelector('.age-gate')?.textContent).toContain('TENGO MÁS DE 18 AÑOS');
    expect((await page('soho', soho, 'Transparente')).app.dataset.headerMode).toBe('Transparente');
  });

  it('El País shows the edition date in Bogotá’s time zone and the city', async () => {
    // 02:30 UTC on 21 November is still the 20th in Bogotá (UTC−5).
    const ctx = ctxFixture('elpais', Date.UTC(2026, 10, 21, 2, 30));
    const { app, doc } = await page('elpais', ctx);
    expect(app.classList).toContain('app--elpais');
    expect(doc.querySelector('.elpais-edition time')?.textContent).toBe('20 de noviembre de 2026');
    expect(doc.querySelector('.elpais-edition')?.textContent).toContain('Cali, Colombia');
  });

  it('SemanaDefault keeps its plain frame: no brand class, no band', async () => {
    const { app, doc } = await page('default');
    expect(app.className).toBe('app');
    expect(app.hasAttribute('data-layout')).toBe(false);
    expect(doc.querySelector('.landing-bar, .foros-bar, .product-masthead, .elpais-edition')).toBeNull();
  });
});

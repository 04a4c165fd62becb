import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server';
import { loadSites } from '../server/sites';
import { menuItems } from '../contracts/site-menus';
import { DEFAULT_PROGRAMMES } from '../contracts/tv-programmes';

/**
 * Issue 28, "Brands": the magazines (Mujeres, Soho) and Semana Rural used Semana's 25-item «Más» menu, «Impresa»
 * without editions, Semana's TV programmes, Semana's hard news and cartoons in their rails, and Soho the chips
 * «SUB-20 FEMENINA» and «Elecciones 2023». Each now has menus, sections, TV and rails of its own.
 */

const BRANDS = ['mujeres', 'soho', 'semanarural'] as const;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server?.close());

const open = async (path: string, site: string) => {
  const res = await fetch(`${server.url}${path}?_website=${site}`);
  return { status: res.status, html: await res.text() };
};

/** Semana's own sections and services, which a magazine's menus named although it has none of them. */
const SEMANA_ONLY = [
  '/nacion/',
  '/politica/',
  '/economia/',
  '/mundo/',
  '/mundo/noticias-estados-unidos/',
  '/loterias/',
  '/confidenciales/',
  '/caricaturas/',
  '/semanaplay/',
  '/hablan-las-marcas/',
  '/foros-semana/',
  '/mejor-colombia/',
  '/mujeres/',
  '/semanarural/',
  '/empleos/',
  '/impresa/',
];

/** The story addresses of a page's main column (not the rail, not an island's props). */
function storiesOfMainColumn(html: string): string[] {
  const main = html.split('class="two-column__rail"')[0].replace(/<script\b[\s\S]*?<\/script>/g, '');
  const links = [...main.matchAll(/href="([^"?#]*\/(?:articulo|galeria|video)\/[^"?#]+\/[^"?#]+\/)"/g)];
  return [...new Set(links.map((m) => m[1]))];
}

/** The story addresses a home's right rail lists ('Lo último', 'Lo más leído'): the rail's <aside>, nested ones too. */
function storiesOfRail(html: string): string[] {
  const start = html.indexOf('<aside class="two-column__rail"');
  let depth = 0;
  let end = start;
  for (const m of html.slice(start).matchAll(/<aside\b|<\/aside>/g)) {
    depth += m[0] === '</aside>' ? -1 : 1;
    if (depth === 0) {
      end = start + m.index + m[0].length;
      break;
    }
  }
  const rail = html.slice(start, end);
  return [...rail.matchAll(/href="([^"?#]*\/(?:articulo|galeria|video)\/[^"?#]+\/)"/g)].map((m) => m[1]);
}

describe('the brands own menus (issue 28)', () => {
  it.each(BRANDS)('%s: its menus name none of Semana’s sections and no address twice in a bar', (site) => {
    const { navigation } = loadSites().get(site)!;
    const links = [...navigation.main, ...navigation.more, ...navigation.hamburger].map((item) => item.link);
    expect(links.filter((link) => SEMANA_ONLY.includes(link))).toEqual([]);
    const bars = [...navigation.main, ...navigation.more].map((item) => item.link);
    expect(bars.length).toBeLessThan(20);
    expect(bars.filter((link, i) => bars.indexOf(link) !== i)).toEqual([]);
  });

  it("soho: the home's chips are its own topics, not the spec's example chips", async () => {
    const { html } = await open('/', 'soho');
    expect(html).not.toContain('SUB-20 FEMENINA');
    expect(html).not.toContain('Elecciones 2023');
    expect(html).toMatch(/class="label-chips[\s\S]*?href="\/seccion\/relatos\/historias\/"/);
  });

  it.each(BRANDS)('%s: the home links no «Impresa» (the site has no printed editions)', async (site) => {
    const { html } = await open('/', site);
    expect(html).not.toContain('href="/impresa/"');
  });
});

describe('the brands fill every section their menus link (issue 28)', () => {
  it.each(BRANDS)(
    '%s: every section landing of its menus lists at least 8 stories',
    { timeout: 60_000 },
    async (site) => {
      const landings = menuItems(loadSites().get(site)!)
        .map((item) => item.link)
        .filter((link) => /^\/([a-z0-9-]+\/)+$/.test(link) && link !== '/' && !link.includes('-tv/'));
      expect(landings.length).toBeGreaterThan(8);
      const thin: string[] = [];
      for (const link of landings) {
        const { status, html } = await open(link, site);
        expect(status, link).toBe(200);
        const listed = storiesOfMainColumn(html).length;
        if (listed < 8) thin.push(`${link}: ${listed}`);
      }
      expect(thin).toEqual([]);
    },
  );

  it.each(BRANDS)("%s: the home's rails list its own stories, not Semana's news or cartoons", async (site) => {
    const { html } = await open('/', site);
    const rail = storiesOfRail(html);
    expect(rail.length).toBeGreaterThan(5);
    // Semana Rural's own columns are filed under /semanarural/opinion.
    const semanas = rail.filter(
      (link) =>
        [...SEMANA_ONLY, '/especiales/', '/cultura/', '/gente/'].some((section) => link.startsWith(section)) &&
        !link.startsWith('/semanarural/opinion/'),
    );
    expect(semanas).toEqual([]);
  });
});

describe("each site's own TV programmes (issue 28)", () => {
  const SITES = [...loadSites().keys()];

  it.each(SITES)('%s: its TV pages list its own programmes, each with videos', { timeout: 60_000 }, async (site) => {
    const { tvProgrammes } = loadSites().get(site)!;
    if (site !== 'semana') expect(tvProgrammes.map((p) => p.slug)).not.toContain(DEFAULT_PROGRAMMES[0].slug);
    const programmes = await open(`/${site}-tv/programas/`, site);
    expect(programmes.status).toBe(200);
    for (const { slug, title } of tvProgrammes) {
      expect(programmes.html, slug).toContain(`href="/${site}-tv/programas/${slug}/"`);
      const page = await open(`/${site}-tv/programas/${slug}/`, site);
      expect(page.status, slug).toBe(200);
      expect(page.html, slug).toContain(title.replace(/&/g, '&amp;'));
      expect(page.html.match(/class="tv-video-card\b/g)?.length ?? 0, slug).toBeGreaterThanOrEqual(4);
    }
    const tv = await open('/tv/', site);
    expect(tv.html).toContain(tvProgrammes[0].title);
    if (site !== 'semana') expect(tv.html).not.toMatch(/Vicky en Semana|Semana Noticias|Mesa Semana/);
    // «El Debate» of the main bar is the site's own debate programme.
    const debate = await open(`/${site}-tv/${site}-el-debate/`, site);
    expect(debate.html).toContain(tvProgrammes.find((p) => p.slug === `${site}-el-debate`)!.title);
  });
});

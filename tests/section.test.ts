import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, arrayContains, eq } from 'drizzle-orm';
import { Window } from 'happy-dom';
import { startTestServer, type TestServer } from './helpers/test-server';
import { content } from '../server/db/schema';
import { contentRow } from '../server/content/content-row';
import type { SectionNode } from '../contracts/sources/section-api';
import { articleFixture } from '../fixtures/article';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const withSite = (path: string) => `${server.url}${path}${path.includes('?') ? '&' : '?'}_website=semana`;

async function sectionNode(queryString: string): Promise<SectionNode | null> {
  const res = await fetch(
    withSite(`/api/content/section-api?query=${encodeURIComponent(JSON.stringify({ queryString }))}`),
  );
  return (await res.json()) as SectionNode | null;
}

async function openPage(path: string) {
  const res = await fetch(withSite(path));
  const document = new new Window().DOMParser().parseFromString(await res.text(), 'text/html');
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
  );
  const canonical = new URL(document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '').pathname;
  return { status: res.status, document, jsonLd, canonical };
}

function expectBreadcrumb(jsonLd: Record<string, unknown>[], name: string, path: string) {
  expect(jsonLd.find((ld) => ld['@type'] === 'BreadcrumbList')).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Semana', item: '/' },
      { '@type': 'ListItem', position: 2, name, item: path },
    ],
  });
}

describe('section page /seccion/{section}/', () => {
  it('has a visually hidden h1 with the section name, its canonical address and a breadcrumb', async () => {
    const node = await sectionNode('nacion');
    expect(node).not.toBeNull();
    const page = await openPage('/seccion/nacion/');
    expect(page.status).toBe(200);
    const h1 = page.document.querySelectorAll('h1');
    expect(h1).toHaveLength(1);
    expect(h1[0].textContent).toBe(node!.name);
    expect(h1[0].classList.contains('visually-hidden')).toBe(true);
    expect(page.canonical).toBe('/seccion/nacion/');
    expect(page.document.querySelector('title')?.textContent).toBe(node!.site.site_title);
    expectBreadcrumb(page.jsonLd, node!.name, '/seccion/nacion/');
  });

  it('gives a landing page such as /nacion/ the /seccion/ canonical address', async () => {
    const page = await openPage('/nacion/');
    expect(page.status).toBe(200);
    expect(page.canonical).toBe('/seccion/nacion/');
  });
});

describe('section page /seccion/{subsection}/{section}/', () => {
  it('names the child section and uses both parts in its canonical address', async () => {
    // Asked of the database, not the section source: that would cache the missing section.
    const [existing] = await server.database.db
      .select({ id: content.id })
      .from(content)
      .where(and(eq(content.site, 'semana'), arrayContains(content.sections, ['/economia/finanzas'])))
      .limit(1);
    if (!existing) {
      const story = articleFixture({
        _id: 'fixture-finanzas',
        canonical_url: '/economia/finanzas/articulo/el-dolar-hoy/fixture-finanzas/',
        publish_date: '2026-10-01T12:00:00Z',
        display_date: '2026-10-01T12:00:00Z',
      });
      story.taxonomy = {
        primary_section: { _id: '/economia/finanzas', name: 'Finanzas' },
        sections: [{ _id: '/economia/finanzas', name: 'Finanzas' }],
      };
      await server.database.db.insert(content).values(contentRow(story));
    }
    const page = await openPage('/seccion/economia/finanzas/');
    expect(page.status).toBe(200);
    const node = await sectionNode('economia/finanzas');
    const name = page.document.querySelector('h1.visually-hidden')?.textContent;
    expect(name).toBe(node?.name);
    expect(page.canonical).toBe('/seccion/economia/finanzas/');
    expectBreadcrumb(page.jsonLd, node!.name, '/seccion/economia/finanzas/');
  });
});

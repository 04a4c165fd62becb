import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/helpers/test-server';
import { contentRow } from '../../server/content/content-row';
import { content } from '../../server/db/schema';
import { editionStory } from '../../fixtures/printed-editions';

const lastYear = new Date().getFullYear() - 1;
// 55 weekly editions of last year (with the seed's, more than one source page holds), and one of 2003.
const recent = Array.from({ length: 55 }, (_, i) =>
  editionStory(
    9000 + i,
    new Date(Date.UTC(lastYear, 0, 3 + (i % 52) * 7 - (i >= 52 ? 1 : 0))).toISOString().slice(0, 10),
  ),
);
const old = editionStory(1100, '2003-06-15');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.database.db.insert(content).values([...recent, old].map(contentRow));
});
afterAll(() => server.close());

const page = async (path: string) => {
  const res = await fetch(`${server.url}${path}?_website=semana`);
  return { status: res.status, html: await res.text() };
};
// Every edition of the section, the seed's own (4 a year, server/db/seed/editions.ts) and this file's.
const editionsIn = (html: string) => html.match(/href="\/edicion\/[^"]+\/"/g)?.length ?? 0;

describe("the main bar's 'Impresa' link", () => {
  it('answers 200 with the printed editions, last year first, 20 at most under a year', async () => {
    const home = await (await fetch(`${server.url}/?_website=semana`)).text();
    expect(home).toContain('href="/impresa/"');
    const { status, html } = await page('/impresa/');
    expect(status).toBe(200);
    expect(html).toContain('Ediciones impresas en formato digital');
    expect(html).toContain(`<h2 id="edicion-${lastYear}"><a href="/impresa/${lastYear}/">${lastYear}</a></h2>`);
    expect(html).not.toContain(`id="edicion-${lastYear - 5}"`);
    const lastYearPart = html.slice(
      html.indexOf(`id="edicion-${lastYear}"`),
      html.indexOf(`id="edicion-${lastYear - 1}"`),
    );
    expect(editionsIn(lastYearPart)).toBe(20);
    expect(lastYearPart).toContain(`Todas las ediciones de ${lastYear}`);
  });

  it("reaches editions older than the latest 50: each year's own page and every year's list", async () => {
    const { html } = await page('/impresa/');
    // The years after the first five are revealed in the browser from the page's data, which holds 2003's edition.
    expect(html).toContain('/edicion/edicion-1100/');
    const year = await page('/impresa/2003/');
    expect(year.status).toBe(200);
    expect(year.html).toContain('Ediciones impresas en formato digital de 2003');
    expect(year.html).toContain('href="/edicion/edicion-1100/"');
    expect(year.html).toContain('Volver a todos los años');
    const busy = await page(`/impresa/${lastYear}/`);
    expect(editionsIn(busy.html)).toBe(50);
    expect(busy.html).toContain('href="/edicion/edicion-9051/"'); // 26 December: the newest first
  });

  it('answers 404 for a year the archive does not have', async () => {
    for (const path of ['/impresa/1999/', `/impresa/${lastYear + 1}/`, '/impresa/abc/'])
      expect((await page(path)).status, path).toBe(404);
  });
});

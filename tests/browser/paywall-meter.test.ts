import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MOBILE, browserTest, waitForIslands } from './browser';
import { giveSubscription, signUpReader } from '../helpers/readers';
import { articleFixture } from '../../fixtures/article';

// Issue 12 (S1-154, S1-155, decision 0057): the paywall script meters free stories, 2 a reader for this test.
const METER = { id: 'metro', type: 'meter' as const, contentTypes: ['story' as const], budget: 2, periodDays: 30 };
const free = (n: number, section = 'nacion') =>
  articleFixture({
    _id: `paywall-meter-${n}`,
    canonical_url: `/${section}/articulo/nota-libre-${n}/paywall-meter-${n}/`,
    taxonomy: { primary_section: { _id: `/${section}`, name: section }, sections: [{ _id: `/${section}` }] },
  });
const stories = [1, 2, 3, 4].map((n) => free(n));
const finanzas = free(5, 'finanzas');
const web = browserTest({
  stories: [...stories, finanzas],
  server: { siteOverrides: { paywall: { rules: [METER], productionOnly: false } } },
});
const SUBSCRIBER = { email: 'medidor@example.com', password: 'Clave2026s', firstName: 'Lucía' };

beforeAll(async () => {
  const { uuid } = await signUpReader(web.server.url, SUBSCRIBER);
  await giveSubscription(web.server.database, uuid, 1);
});

/**
 * Opens a story and waits for the paywall's answer (logged, spec 1, 8). Records whether the reader was known (the
 * analytics marker is set) when the script was asked for.
 */
async function read(page: Page, path: string) {
  const scriptRequests: (string | undefined)[] = [];
  await page.route('**/arc/subs/p.min.js', async (route) => {
    scriptRequests.push(await page.evaluate(() => document.documentElement.dataset.account));
    await route.continue();
  });
  const logged = page.waitForEvent('console', { predicate: (m) => m.text().startsWith('ArcP'), timeout: 15_000 });
  await page.goto(`${web.server.url}${path}?_website=semana`);
  const log = (await logged).text();
  await page.unroute('**/arc/subs/p.min.js');
  const body = page.locator('.article-body').first();
  return {
    scriptRequests,
    log,
    paragraphs: await body.locator('p').count(),
    lockedState: await body.getAttribute('data-locked-state'),
    invitation: await page.locator('.paywall-invitation').count(),
    titles: await page.locator('.paywall-invitation h2').allTextContents(),
  };
}

describe('the paywall script in the browser', () => {
  it('an anonymous reader reads the free stories of the meter, then the next shows the locked view', async () => {
    const { page, errors } = await web.newPage(MOBILE, { pixelImages: true });
    const [first, second, third, again] = [
      await read(page, stories[0].canonical_url),
      await read(page, stories[1].canonical_url),
      await read(page, stories[2].canonical_url),
      await read(page, stories[0].canonical_url),
    ];
    // Loaded once per page, after the reader's identity was known (anonymous here).
    for (const visit of [first, second, third, again]) expect(visit.scriptRequests).toEqual(['anonymous']);
    expect(first.log).toContain('sandbox');
    for (const visit of [first, second, again]) {
      expect(visit.paragraphs).toBeGreaterThan(3);
      expect(visit.invitation).toBe(0);
    }
    expect(third).toMatchObject({
      paragraphs: 0,
      lockedState: '6',
      invitation: 1,
      titles: ['Este contenido es exclusivo para suscriptores'],
    });
    expect(errors).toEqual([]);
    await page.close();
  });

  it("past the meter, '/finanzas' with code '1' stays open", async () => {
    const { page } = await web.newPage(MOBILE, { pixelImages: true });
    for (const story of stories.slice(0, 2)) await read(page, story.canonical_url);
    expect((await read(page, stories[3].canonical_url)).paragraphs).toBe(0);
    const open = await read(page, finanzas.canonical_url);
    expect(open.paragraphs).toBeGreaterThan(3);
    expect(open.invitation).toBe(0);
    await page.close();
  });

  it('a subscriber reads past the meter and never sees the locked view', async () => {
    const { page, errors } = await web.newPage(MOBILE, { pixelImages: true });
    await page.goto(`${web.server.url}/login-semana/?redirect=/&_website=semana`);
    await waitForIslands(page, 'sign-in-forms');
    await page.getByLabel('Correo electrónico').fill(SUBSCRIBER.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(SUBSCRIBER.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL(`${web.server.url}/`);
    for (const story of stories) {
      const visit = await read(page, story.canonical_url);
      expect(visit.scriptRequests).toEqual(['paid']);
      expect(visit.log).toContain('subscriber');
      expect(visit.paragraphs).toBeGreaterThan(3);
      expect(visit.invitation).toBe(0);
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});

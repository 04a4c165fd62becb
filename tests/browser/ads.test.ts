import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { everyElementFixture } from '../../fixtures/every-element';
import { DESKTOP, MOBILE, browserTest, waitForIslands, watchErrors } from './browser';
import { TEST_AD_PUBLISHER_ID } from '../../fixtures/site';

const story = everyElementFixture({
  _id: 'browser-anuncios',
  canonical_url: '/nacion/articulo/anuncios/browser-anuncios/',
});
const path = `${story.canonical_url}?_website=semana`;

// A site with an ad account: without one no ad slot renders (tests/browser/looks-finished.test.ts).
const web = browserTest({ stories: [story], server: { siteOverrides: { adPublisherId: TEST_AD_PUBLISHER_ID } } });

/**
 * Console errors, less one 404 per fixture image the resizer does not draw (fixture ids that
 * are not 26 base-32 characters): those are the fixture's, not the ads'.
 */
function pageErrors(page: Page): { list: () => string[] } {
  const errors = watchErrors(page);
  let missingImages = 0;
  page.on('response', (res) => {
    if (res.status() === 404 && new URL(res.url()).pathname.startsWith('/images/')) missingImages++;
  });
  return {
    list: () => {
      let skip = missingImages;
      return errors.filter((e) => !(e.includes('status of 404') && skip-- > 0));
    },
  };
}

/** A page that reaches nothing outside this machine: other hosts answer empty, and are recorded. */
async function open(viewport: typeof MOBILE, init: { consent?: boolean; ads?: object } = {}) {
  const context: BrowserContext = await web.browser.newContext({ viewport });
  const outside: string[] = [];
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
    outside.push(route.request().url());
    return route.fulfill({ status: 204, body: '' });
  });
  await context.addInitScript(
    ({ consent, ads }) => {
      if (window !== window.top) return; // embed frames are sandboxed: no storage there
      if (consent) localStorage.setItem('consentimiento-terceros', 'aceptado');
      (window as { __ADS__?: object }).__ADS__ = ads;
    },
    { consent: init.consent ?? false, ads: init.ads ?? { adapter: 'fake' } },
  );
  const page = await context.newPage();
  const errors = pageErrors(page);
  await page.goto(`${web.server.url}${path}`);
  await waitForIslands(page, 'consent-banner');
  return { page, errors, outside };
}

const filled = (page: Page, slot: string) =>
  page.waitForSelector(`[data-ad-slot="${slot}"] .ad-slot__creative`, { state: 'attached' });

describe('ads in the browser', () => {
  it('fills no slot before consent; empty slots keep their reserved height', async () => {
    const { page, errors } = await open(MOBILE);
    await page.getByRole('button', { name: 'Aceptar' }).waitFor();
    const unit = page.locator('[data-ad-slot="ROBAPAGINA_1"] .ad-slot__unit');
    expect((await unit.boundingBox())?.height).toBeGreaterThanOrEqual(250);
    expect(await page.locator('[data-ad-status], .ad-slot__creative').count()).toBe(0);
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await filled(page, 'ROBAPAGINA_1');
    await expect.poll(() => page.getByRole('button', { name: 'Aceptar' }).count()).toBe(0);
    expect(errors.list()).toEqual([]);
    await page.context().close();
  });

  it('shows LATERAL_1 and LATERAL_2 (GP4, 600px) on desktop only', async () => {
    const { page: desktop } = await open(DESKTOP);
    for (const slot of ['LATERAL_1', 'LATERAL_2']) {
      const unit = desktop.locator(`.two-column__rail [data-ad-slot="${slot}"] .ad-slot__unit`);
      expect((await unit.boundingBox())?.height).toBeGreaterThanOrEqual(600);
    }
    await desktop.context().close();
    const { page: mobile } = await open(MOBILE);
    expect(await mobile.locator('[data-ad-slot="LATERAL_1"]').isVisible()).toBe(false);
    expect(await mobile.locator('[data-ad-slot="ROBAPAGINA_1"]').isVisible()).toBe(true);
    expect(await mobile.locator('[data-ad-slot="INREAD_1"]').isVisible()).toBe(false);
    await mobile.context().close();
  });

  for (const [name, viewport] of [
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`keeps the layout still while the fake network fills every slot (${name}, CLS ≤ 0.01)`, async () => {
      const { page, errors, outside } = await open(viewport, { consent: true });
      await page.evaluate(() => {
        const w = window as { __cls?: number };
        w.__cls = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!e.hadRecentInput) w.__cls! += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += viewport.height / 2) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        // Every slot already near the reader is served before reading on.
        await page.waitForFunction(() =>
          [...document.querySelectorAll<HTMLElement>('.ad-slot')]
            .filter((s) => s.offsetParent && s.getBoundingClientRect().top < innerHeight * 2)
            .every((s) => s.querySelector('.ad-slot__creative')),
        );
      }
      await filled(page, 'ROBAPAGINA_3');
      const cls = await page.evaluate(() => (window as { __cls?: number }).__cls ?? 1);
      expect(cls).toBeLessThanOrEqual(0.01);
      expect(await page.locator('.ad-slot__creative').count()).toBeGreaterThanOrEqual(viewport === DESKTOP ? 6 : 4);
      expect(outside.filter((u) => u.includes('doubleclick') || u.includes('googlesyndication'))).toEqual([]);
      expect(errors.list()).toEqual([]);
      await page.context().close();
    });
  }

  it("logs 'pubads library was blocked' when the ad library cannot load", async () => {
    const context = await web.browser.newContext({ viewport: DESKTOP });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort('blockedbyclient'));
    await context.addInitScript(() => {
      localStorage.setItem('consentimiento-terceros', 'aceptado');
      (window as { __ADS__?: object }).__ADS__ = { publisherId: '1234' };
    });
    const page = await context.newPage();
    const logged = page.waitForEvent('console', (msg) => msg.text() === 'pubads library was blocked');
    const gpt = page.waitForRequest((req) =>
      req.url().startsWith('https://securepubads.g.doubleclick.net/tag/js/gpt.js'),
    );
    await page.goto(`${web.server.url}${path}`);
    await Promise.all([gpt, logged]);
    expect(await page.locator('.ad-slot__creative').count()).toBe(0);
    await context.close();
  });
});

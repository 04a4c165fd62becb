import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, browserTest } from './browser';
import { articleFixture } from '../../fixtures/article';

/** Spec 1, 9 rules a reader sees only in a real browser, with the page's own stylesheet. */
const story = articleFixture({ _id: 'REGLASLECTORBROWSER' });
const web = browserTest({ stories: [story] });

/** Adds an ad slot for each device to the article, as the ad-slot block marks them, and answers which show. */
async function shownSlots(page: Page): Promise<Record<string, boolean>> {
  return page.evaluate(() => {
    const shown: Record<string, boolean> = {};
    for (const device of ['desktop', 'mobile', 'all']) {
      const slot = document.createElement('div');
      slot.className = 'ad-slot';
      slot.dataset.device = device;
      slot.innerHTML = '<div class="ad-slot__unit" style="--ad-min: 250px"></div>';
      document.querySelector('main')!.append(slot);
      shown[device] = getComputedStyle(slot).display !== 'none';
    }
    return shown;
  });
}

describe('ads by device (spec 1, 9)', () => {
  it('S1-239: a desktop slot is hidden at 390 px, a mobile slot at 1280 px; a slot for both shows on both', async () => {
    for (const [viewport, expected] of [
      [MOBILE, { desktop: false, mobile: true, all: true }],
      [
        { width: 1280, height: 900 },
        { desktop: true, mobile: false, all: true },
      ],
      [DESKTOP, { desktop: true, mobile: false, all: true }],
    ] as const) {
      const { page } = await web.newPage(viewport);
      await page.goto(`${web.server.url}${story.canonical_url}?_website=semana`);
      expect(await shownSlots(page)).toEqual(expected);
      await page.close();
    }
  });
});

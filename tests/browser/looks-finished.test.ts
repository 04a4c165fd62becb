import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { everyElementFixture } from '../../fixtures/every-element';
import { DESKTOP, MOBILE, browserTest } from './browser';

// The demo sites as shipped: none has an ad account (sites/*.json carry no adPublisherId).
const story = everyElementFixture({ _id: 'browser-sin-anuncios' });
const web = browserTest({ stories: [story] });
const url = (path: string, site = 'semana') => `${web.server.url}${path}?_website=${site}`;

/**
 * Boxes of the article body at least 100px tall with nothing a reader can see in them: no text, picture, frame or
 * video (what an unfilled ad or player reservation looks like).
 */
function emptyBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.article-body *')]
      .filter((el) => el.getBoundingClientRect().height >= 100)
      .filter((el) => !el.innerText.trim() && !el.querySelector('img, picture, iframe, video, svg, canvas'))
      .filter((el) => !['IMG', 'PICTURE', 'IFRAME', 'VIDEO', 'SVG', 'CANVAS'].includes(el.tagName.toUpperCase()))
      .map((el) => el.outerHTML.slice(0, 120)),
  );
}

describe('the sites look finished (issue 14, item 3)', () => {
  it('an article of a site without an ad account has no ad slot and no empty reserved box', async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const { page } = await web.newPage(viewport, { pixelImages: true });
      await page.goto(url(story.canonical_url));
      expect(await page.locator('.article-body__text').count()).toBe(8);
      expect(await page.locator('.ad-slot, [data-ad-slot]').count()).toBe(0);
      expect(await emptyBoxes(page)).toEqual([]);
      await page.context().close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { longLiveStoryFixture } from '../../fixtures/live';
import { browserTest, waitForIslands } from './browser';

// The checklist's viewport (S1-071).
const VIEWPORT = { width: 1280, height: 800 };
const story = longLiveStoryFixture('fixture-progreso');

const web = browserTest({ stories: [story] });

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await web.newPage(VIEWPORT);
  await page.goto(`${web.server.url}${path}${path.includes('?') ? '&' : '?'}_website=semana`);
  await waitForIslands(page, 'site-header');
  return { page, errors };
}

const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);

describe('sticky header in the browser (spec 1, 2.3)', () => {
  it('appears after scrolling past the main header and hides on scrolling back', async () => {
    const { page, errors } = await open('/');
    const sticky = page.locator('.site-header__sticky');
    expect(await sticky.isVisible()).toBe(false);
    await scrollTo(page, 1500);
    await expect.poll(() => sticky.isVisible()).toBe(true);
    expect(await sticky.getByRole('link', { name: 'Nación' }).isVisible()).toBe(true);
    await scrollTo(page, 0);
    await expect.poll(() => sticky.isVisible()).toBe(false);
    // Fixed, so the page below did not move when it came and went.
    expect(await sticky.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    expect(await page.locator('[role="progressbar"]').count()).toBe(0); // not a story
    expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
    await page.close();
  });

  it('grows the reading-progress bar of a story while the reader scrolls', async () => {
    const { page } = await open(story.canonical_url);
    const bar = page.getByRole('progressbar', { name: 'Progreso de lectura', includeHidden: true });
    expect(await bar.count(), 'story templates give site-header the config { "progress": true }').toBe(1);
    const value = async () => Number((await bar.getAttribute('aria-valuenow')) ?? '0');
    const body = await page.locator('.live-blog-body').evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top + window.scrollY, height: r.height };
    });
    // The middle of the body in the middle of the screen: half read.
    await scrollTo(page, body.top + body.height / 2 - VIEWPORT.height / 2);
    await expect.poll(value).toBeGreaterThan(45);
    expect(await value()).toBeLessThan(55);
    expect(await bar.isVisible()).toBe(true);
    const half = await value();
    await scrollTo(page, body.top + body.height - VIEWPORT.height / 2 - 100);
    await expect.poll(value).toBeGreaterThan(half + 30);
    await page.close();
  });
});

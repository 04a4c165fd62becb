import { describe, expect, it } from 'vitest';
import { MOBILE, browserTest, waitForIslands } from './browser';

const web = browserTest();

describe('latest-news box in the browser', () => {
  it("collapses on mobile and opens with 'LEER MÁS', closing with 'LEER MENOS'", async () => {
    const { page, errors } = await web.newPage(MOBILE);
    await page.goto(`${web.server.url}/`);
    const box = page.locator('.latest-news');
    await box.scrollIntoViewIfNeeded();
    await waitForIslands(page, 'latest-news-box');
    const items = box.locator('li');
    await expect.poll(() => items.nth(4).isVisible()).toBe(false);
    await box.getByRole('button', { name: 'LEER MÁS' }).click();
    await expect.poll(() => items.nth(4).isVisible()).toBe(true);
    await expect.poll(() => box.getByRole('button').textContent()).toBe('LEER MENOS');
    expect(errors).toEqual([]);
    await page.close();
  });
});

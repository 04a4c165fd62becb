import { describe, expect, it } from 'vitest';
import { DESKTOP, browserTest, waitForIslands } from './browser';

const web = browserTest();

// Issue 28: Soho showed the header's main bar and, under it, the magazine menu naming the same sections.
describe("Soho's one menu in the browser", () => {
  it('shows the magazine menu on the home and hides the header bar there; other pages keep the header bar', async () => {
    const { page, errors } = await web.newPage(DESKTOP, { pixelImages: true });
    await page.addInitScript(() => sessionStorage.setItem('ageConfirmation', 'true'));
    await page.goto(`${web.server.url}/?_website=soho`);
    await waitForIslands(page, 'site-header');
    expect(await page.locator('.magazine-menu').isVisible()).toBe(true);
    expect(await page.locator('.site-header__nav').isVisible()).toBe(false);
    await page.goto(`${web.server.url}/humor/?_website=soho`);
    await waitForIslands(page, 'site-header');
    expect(await page.locator('.magazine-menu').count()).toBe(0);
    expect(await page.locator('.site-header__nav').getByRole('link', { name: 'Relatos' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});

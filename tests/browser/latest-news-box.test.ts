import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { launchBrowser, MOBILE, waitForIslands, watchErrors } from './browser';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('latest-news box in the browser', () => {
  it("collapses on mobile and opens with 'LEER MÁS', closing with 'LEER MENOS'", async () => {
    const page = await browser.newPage({ viewport: MOBILE });
    const errors = watchErrors(page);
    await page.goto(`${server.url}/`);
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

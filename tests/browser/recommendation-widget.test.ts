import { describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { everyElementFixture } from '../../fixtures/every-element';
import { MOBILE, browserTest, waitForIslands } from './browser';

const story = everyElementFixture({
  _id: 'browser-recomendados',
  canonical_url: '/nacion/articulo/recomendados/browser-recomendados/',
});
const web = browserTest({ stories: [story] });

/** An article that reaches nothing outside this machine: other hosts answer empty, and are recorded. */
async function open(init: { consent: boolean; reco?: object }) {
  const context: BrowserContext = await web.browser.newContext({ viewport: MOBILE });
  const outside: string[] = [];
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
    outside.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  await context.addInitScript(({ consent, reco }) => {
    if (window !== window.top) return;
    if (consent) localStorage.setItem('consentimiento-terceros', 'aceptado');
    if (reco) (window as { __RECO__?: object }).__RECO__ = reco;
  }, init);
  const page = await context.newPage();
  await page.route('**/images/**', (route) => route.fulfill({ status: 204 }));
  await page.goto(`${web.server.url}${story.canonical_url}?_website=semana`);
  // The widget's code loads only when the reader nears it, below the article text.
  await page.locator('.reco-widget').scrollIntoViewIfNeeded();
  await waitForIslands(page, 'recommendation-widget');
  const widget = page.locator('.reco-widget');
  return { page, widget, outside, close: () => context.close() };
}

describe('the mid-article recommendation widget in the browser', () => {
  it('is an empty, collapsed container with its mode on a site without an account, and calls no one', async () => {
    const { widget, outside, close } = await open({ consent: true });
    await expect(widget.getAttribute('data-mode')).resolves.toBe('alternating-mid-article-reco-reel');
    await expect(widget.getAttribute('data-reco-status')).resolves.toBe('off');
    expect((await widget.boundingBox())?.height).toBe(0);
    expect(outside.filter((url) => url.includes('taboola'))).toEqual([]);
    await close();
  });

  it('shows the recommendations once the reader accepts third parties (fake network)', async () => {
    const { page, widget, outside, close } = await open({
      consent: true,
      reco: { adapter: 'fake', account: 'prueba' },
    });
    await page.waitForSelector('.reco-widget[data-reco-status="shown"]');
    await expect(widget.getByRole('link').allTextContents()).resolves.toEqual([
      'Recomendación de prueba 1',
      'Recomendación de prueba 2',
      'Recomendación de prueba 3',
      'Recomendación de prueba 4',
    ]);
    expect((await widget.boundingBox())?.height).toBeGreaterThan(0);
    expect(outside.filter((url) => url.includes('taboola'))).toEqual([]);
    await close();
  });

  it('loads nothing from the network before the reader accepts third parties', async () => {
    const { page, outside, close } = await open({ consent: false, reco: { account: 'prueba' } });
    // The status follows hydration by one render: wait for it rather than read it once.
    await page.waitForSelector('.reco-widget[data-reco-status="waiting"]', { state: 'attached' });
    expect(outside.filter((url) => url.includes('taboola'))).toEqual([]);
    await close();
  });

  it('loads the network’s library for the account after consent, and the page allows it', async () => {
    const { page, outside, close } = await open({ consent: true, reco: { account: 'prueba' } });
    // The empty library draws nothing: the container is there, not visible.
    await page.waitForSelector('.reco-widget[data-reco-status="shown"]', { state: 'attached' });
    // Answered empty by the route above; a host missing from the page's CSP would never reach it.
    expect(outside).toContain('https://cdn.taboola.com/libtrc/prueba/loader.js');
    await close();
  });
});

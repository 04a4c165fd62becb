import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Page } from 'playwright-core';
import { everyElementFixture } from '../../fixtures/every-element';
import { SCRIPT_BUDGET_KB } from '../../bench/js-weight';
import { MOBILE, browserTest } from './browser';

// What a phone downloads while the page loads (issue 30, item 2; decision 0103): every script response Chromium
// receives before the page settles, counted as Lighthouse's network-requests does (bytes on the wire: the brotli body
// and its response headers). Measures the client build in dist/client (`npm run build` after an island edit).
const heaviest = everyElementFixture({
  _id: 'js-budget-every-element',
  canonical_url: '/nacion/articulo/todos-los-elementos/js-budget-every-element/',
});
const sites = ['semana', 'soho', 'elpais', 'mujeres', 'foros-semana', 'semanarural'];

const web = browserTest({ stories: [heaviest] });

interface Script {
  url: string;
  bytes: number;
  encoding: string;
}

/** Waits for the page to settle: the network quiet, then an idle moment (what waits for one starts), quiet again. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
  await page.waitForLoadState('networkidle');
}

/** Every script the page downloads at a phone's viewport until it settles, with its bytes on the wire. */
async function downloadedScripts(path: string): Promise<Script[]> {
  const { page } = await web.newPage(MOBILE, { isMobile: true, hasTouch: true, pixelImages: true });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map<string, { url: string; encoding: string }>();
  const done: Script[] = [];
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const encoding = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding');
    if (type === 'Script') scripts.set(requestId, { url: response.url, encoding: encoding?.[1] ?? 'identity' });
  });
  // encodedDataLength: the response's bytes as received, headers included (Lighthouse's transferSize).
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) done.push({ ...script, bytes: encodedDataLength });
  });
  // Chromium asks plain http:// for gzip only; a phone on the sites' https:// asks for brotli, and gets it.
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'br, gzip, deflate' } });
  const response = await page.goto(web.server.url + path, { waitUntil: 'networkidle' });
  expect(response?.status(), path).toBe(200);
  await settle(page);
  await page.close();
  return done;
}

/** KB a phone downloads, each script printed: the figures drift with every island, the budget fails at the end. */
async function kb(path: string): Promise<number> {
  const scripts = await downloadedScripts(path);
  expect(scripts.length, `${path}: scripts downloaded`).toBeGreaterThan(0);
  // Every script as production sends it: the build's brotli copy (below 1 KB the build keeps none, decision 0038).
  for (const s of scripts) if (s.bytes > 1500) expect(s.encoding, s.url).toBe('br');
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024;
  const list = scripts.map((s) => `${s.url.replace(/^.*\//, '')} ${(s.bytes / 1024).toFixed(1)}`).join(', ');
  console.info(`JS downloaded ${path}: ${total.toFixed(1)} KB in ${scripts.length} scripts (${list})`);
  return total;
}

async function seededArticle(): Promise<string> {
  const query = encodeURIComponent(JSON.stringify({ includeSections: '/nacion/', feedSize: 1 }));
  const res = await fetch(`${web.server.url}/api/content/content-apir?query=${query}&_website=semana`);
  const list = z.object({ content_elements: z.array(z.object({ canonical_url: z.string() })).min(1) });
  return list.parse(await res.json()).content_elements[0].canonical_url;
}

describe('the script budget: what a phone downloads until the page settles, headers included', () => {
  it.each(sites)(`the %s home stays within ${SCRIPT_BUDGET_KB.home} KB`, async (site) => {
    const total = await kb(`/?_website=${site}`);
    expect(total, `${total.toFixed(1)} KB`).toBeLessThanOrEqual(SCRIPT_BUDGET_KB.home);
  });

  it(`an article stays within ${SCRIPT_BUDGET_KB.article} KB, the demo's and one with every element`, async () => {
    const paths = [await seededArticle(), heaviest.canonical_url];
    // Both weighed (and printed) before either is judged.
    const totals: number[] = [];
    for (const path of paths) totals.push(await kb(`${path}?_website=semana`));
    paths.forEach((path, i) =>
      expect(totals[i], `${path}: ${totals[i].toFixed(1)} KB`).toBeLessThanOrEqual(SCRIPT_BUDGET_KB.article),
    );
  });
});

import fs from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with nothing that reaches outside this machine. */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found: apt-get install -y chromium`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Keep sandboxed embed frames in the page's process, so page.route intercepts their requests too.
      '--disable-features=IsolateSandboxedIframes',
    ],
  });
}

export const MOBILE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

/** Collects console errors and failed page scripts, so a test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** Waits until every island on the page (or those of one block) has hydrated. */
export async function waitForIslands(page: Page, block?: string): Promise<void> {
  const selector = block ? `news-island[data-block="${block}"]` : 'news-island';
  await page.waitForFunction(
    (sel) => [...document.querySelectorAll<HTMLElement>(sel)].every((el) => el.dataset.islandStatus === 'hydrated'),
    selector,
  );
}

/** Islands that hydrate when visible: scroll each into view, then wait. */
export async function hydrateAll(page: Page): Promise<void> {
  // Scroll each island's first element that has a box into view (a hoisted <link> has none).
  const boxes = page.locator('news-island > [data-island-root] > :not(link, style, script, meta)');
  for (const box of await boxes.all()) await box.scrollIntoViewIfNeeded();
  await waitForIslands(page);
}

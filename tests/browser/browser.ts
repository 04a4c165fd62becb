import { afterAll, beforeAll } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import type { StoryDocument } from '../../contracts/ans';
import { contentRow } from '../../server/content/content-row';
import { content } from '../../server/db/schema';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { connectBrowser } from '../helpers/shared-browser';
import { productionServer, type ProductionServer } from '../helpers/production-server';

export { launchBrowser } from '../helpers/shared-browser';

export const MOBILE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

/**
 * axe-core on `page`, in legacy mode: one `axe.run` in the page and its same-origin frames (ours are all
 * same-origin). The default mode opens a blank page per check to merge the frames' results, a third of each check's
 * time (issue 23).
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

/**
 * Collects console errors and failed page scripts, so a test can assert there were none. `islandWarnings` adds what
 * runtime/client/hydrate.ts logs as a warning for an island: React's recoverable hydration errors (#418, #419), whose
 * island keeps working but whose server HTML did not match.
 */
export function watchErrors(page: Page, { islandWarnings = false } = {}): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    const islandWarning = islandWarnings && msg.type() === 'warning' && msg.text().startsWith('island ');
    if (msg.type() === 'error' || islandWarning) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/**
 * Waits until every island on the page (or those of one block) has hydrated. Islands that hydrate on the reader's
 * first click (`data-hydrate="interaction"`) are left out unless their block is named.
 */
export async function waitForIslands(page: Page, block?: string): Promise<void> {
  const selector = block ? `news-island[data-block="${block}"]` : 'news-island:not([data-hydrate="interaction"])';
  await page.waitForFunction(
    (sel) => [...document.querySelectorAll<HTMLElement>(sel)].every((el) => el.dataset.islandStatus === 'hydrated'),
    selector,
  );
}

/** Islands that hydrate when visible: scroll each into view, then wait. */
export async function hydrateAll(page: Page): Promise<void> {
  // Scroll each island's first element that has a box into view (a hoisted <link> has none).
  const boxes = page.locator('news-island > [data-island-root] > :not(link, style, script, meta)');
  // A collapsed widget (no account configured) has an empty box Playwright never calls visible: scroll it by hand.
  for (const box of await boxes.all()) {
    if (await box.isVisible()) await box.scrollIntoViewIfNeeded();
    else await box.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  }
  await waitForIslands(page);
}

type ServerOptions = Parameters<typeof startTestServer>[0];
type Viewport = { width: number; height: number };

/** A 1×1 GIF, for pages whose pictures only need to load. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export interface BrowserTest<S = TestServer> {
  /** The server (for `browserTest`, the test server with the demo seed plus `stories`), started before the tests. */
  readonly server: S;
  readonly browser: Browser;
  /**
   * A page in a context of its own (closing the page closes it; `page.context()` reaches it), with its console
   * errors collected. `pixelImages` answers every `/images/` request with a 1×1 GIF.
   */
  newPage(
    viewport: Viewport,
    options?: BrowserContextOptions & { pixelImages?: boolean },
  ): Promise<{ page: Page; errors: string[] }>;
}

/** The run's shared Chromium and a server `start` gives, both ready in a `beforeAll`; `stop` runs in an `afterAll`. */
function withBrowser<S>(start: () => Promise<S>, stop: (server: S) => Promise<void>): BrowserTest<S> {
  let server: S | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([start(), connectBrowser()]);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    if (server !== undefined) await stop(server);
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined)
      throw new Error('browserTest(): the server and Chromium start in beforeAll; use them in a test');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
    async newPage(viewport, { pixelImages, ...options } = {}) {
      const page = await started(browser).newPage({ viewport, ...options });
      if (pixelImages)
        await page.route('**/images/**', (route) => route.fulfill({ contentType: 'image/gif', body: PIXEL }));
      return { page, errors: watchErrors(page) };
    },
  };
}

/**
 * One server per test file, on the run's shared Chromium (each page in a context of its own): started in a `beforeAll`
 * (after `server` options are known, a function may compute them), with `stories` stored, and closed in an
 * `afterAll`. Use the answer inside tests or hooks.
 */
export function browserTest(
  setup: { server?: ServerOptions | (() => ServerOptions); stories?: StoryDocument[] } = {},
): BrowserTest {
  return withBrowser(
    async () => {
      const options = typeof setup.server === 'function' ? setup.server() : setup.server;
      const server = await startTestServer(options);
      if (setup.stories?.length) await server.database.db.insert(content).values(setup.stories.map(contentRow));
      return server;
    },
    (server) => server.close(),
  );
}

/**
 * For checks that only read (issue 23, item 5): the run's one production server (`npm start` over the seeded demo,
 * tests/helpers/production-server.ts) on the shared Chromium. Nothing a test does may change what it serves.
 */
export function readOnlyBrowserTest(): BrowserTest<ProductionServer> {
  return withBrowser(
    () => productionServer(),
    async () => {},
  );
}

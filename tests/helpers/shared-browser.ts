import fs from 'node:fs';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The shared browser's address, set by the global set-up and inherited by every worker. */
const ENDPOINT_ENV = 'NEWS_TEST_BROWSER';

const launchOptions = () => {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found: apt-get install -y chromium`);
  return {
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
  };
};

/** Debian's Chromium, headless, with nothing that reaches outside this machine: a browser of the caller's own. */
export const launchBrowser = (): Promise<Browser> => chromium.launch(launchOptions());

/**
 * One Chromium for the whole run (issue 23): launched once by the global set-up, which every browser test file
 * connects to and gives each page a context of its own. Starting Chromium per file cost 1–3 s of a busy machine.
 */
export async function startSharedBrowser(): Promise<BrowserServer> {
  const server = await chromium.launchServer(launchOptions());
  process.env[ENDPOINT_ENV] = server.wsEndpoint();
  return server;
}

/** The run's shared Chromium (closing the answer only disconnects), or a browser of its own outside a run. */
export const connectBrowser = (): Promise<Browser> => {
  const endpoint = process.env[ENDPOINT_ENV];
  return endpoint ? chromium.connect(endpoint) : launchBrowser();
};

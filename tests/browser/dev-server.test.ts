import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { CHUNK_DIR } from '../../runtime/client/chunk-load';
import { launchBrowser, waitForIslands } from './browser';

// `npm run dev` itself (tsx watch, Vite in middleware mode), over a fresh demo database of its own, in a copy of
// the project: the tests edit source files, which other test files running beside this one must not see.
let child: ChildProcess;
let browser: Browser;
let base: string;
let out = '';
// `tsx watch` says so at once when it restarts the server, which then logs 'listening' again.
const restarted = () => /Restarting|Rerunning/.test(out) || out.split('News runtime listening').length > 2;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-server-'));
const project = path.join(dataDir, 'project');
/** A file of the copy, which the dev server runs from. */
const copied = (file: string) => path.join(project, file);
const NOT_COPIED = new Set(['.git', 'node_modules', 'dist', 'data', 'tmp', '.cache', 'storybook-static', 'coverage']);

/** The sources copied; node_modules hard-linked (under a second for 40,000 files; nothing here writes into it). */
function copyProject() {
  fs.mkdirSync(project);
  for (const entry of fs.readdirSync('.')) {
    if (!NOT_COPIED.has(entry)) fs.cpSync(entry, copied(entry), { recursive: true });
  }
  execFileSync('cp', ['-al', path.resolve('node_modules'), copied('node_modules')]);
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  copyProject();
  const port = await freePort();
  base = `http://localhost:${port}`;
  child = spawn('npm', ['run', 'dev'], {
    cwd: project,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', APP_ENV: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true, // its own process group: npm, tsx watch and the server stop together
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      if (out.includes('News runtime listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`npm run dev exited (${code}):\n${out}`)));
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  if (child?.pid) process.kill(-child.pid, 'SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('serves the browser code from source through Vite, not the client build', async () => {
    const res = await fetch(`${base}/?_website=semana`);
    const html = await res.text();
    expect(html).toContain('<script type="module" src="/@vite/client"></script>');
    // React Fast Refresh's preamble, from a file: the CSP needs no hash for it.
    expect(html).toContain('<script type="module" src="/@id/@vitejs/plugin-react/preamble"></script>');
    // The islands' entry, which the page's loader starts after the first paint (decision 0064).
    expect(html).toContain('<script data-entry="/ui/client/islands.ts" data-preload="">');
    expect(html).not.toContain(`/${CHUNK_DIR}/`);
    // The Vite client's wait for a restarting server runs in a worker made from a blob.
    expect(res.headers.get('content-security-policy')).toContain("worker-src 'self' blob:");
    const component = await fetch(`${base}/blocks/site-header/SiteHeader.tsx`);
    expect(component.headers.get('content-type')).toMatch(/javascript/);
    // Compiled by Vite, its npm imports pointed at Vite's pre-bundled copies.
    expect(await component.text()).toMatch(/from "\/[^"]*\/deps\/react_jsx-dev-runtime\.js/);
  });

  it('swaps an edited block stylesheet into the open page without reloading it', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/?_website=semana`);
    await waitForIslands(page, 'site-header');
    await page.evaluate(() => document.body.setAttribute('data-before-edit', ''));
    const outline = () =>
      page.evaluate(() => getComputedStyle(document.querySelector('footer.site-footer')!).outlineColor);
    expect(await outline()).not.toBe('rgb(1, 2, 3)');
    const css = copied('blocks/site-footer/site-footer.css');
    const original = fs.readFileSync(css, 'utf8');
    try {
      fs.writeFileSync(css, `${original}\n.site-footer { outline: 1px solid rgb(1, 2, 3); }\n`);
      await expect.poll(outline, { timeout: 15_000 }).toBe('rgb(1, 2, 3)');
    } finally {
      fs.writeFileSync(css, original);
    }
    expect(await page.locator('body[data-before-edit]').count(), 'the page was not reloaded').toBe(1);
    await page.close();
  });

  it('updates an edited island component in place, keeping its state, without restarting the server', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${base}/?_website=semana`);
    await waitForIslands(page, 'site-header');
    await page.evaluate(() => Object.assign(window, { __marker: 1 }));
    await page.getByRole('button', { name: 'Menú', exact: true }).click();
    const edited = page.getByRole('button', { name: 'Menú editado', exact: true });
    const component = copied('blocks/site-header/SiteHeader.tsx');
    const original = fs.readFileSync(component, 'utf8');
    expect(original).toContain('aria-label="Menú"');
    try {
      fs.writeFileSync(component, original.replace('aria-label="Menú"', 'aria-label="Menú editado"'));
      await expect.poll(() => edited.count(), { timeout: 15_000 }).toBe(1);
      // The open menu is the island's state: kept by Fast Refresh, lost by a reload.
      expect(await edited.getAttribute('aria-expanded')).toBe('true');
      expect(await page.evaluate(() => (window as { __marker?: number }).__marker), 'no navigation').toBe(1);
      // The server renders the new text too, from the same process.
      expect(await (await fetch(`${base}/?_website=semana`)).text()).toContain('aria-label="Menú editado"');
      expect(restarted(), 'the server restarted').toBe(false);
    } finally {
      fs.writeFileSync(component, original);
    }
    await page.close();
  });

  it('reloads the page for an edited component that renders on the server only', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/?_website=semana`);
    await page.evaluate(() => Object.assign(window, { __marker: 1 }));
    const component = copied('blocks/site-footer/SiteFooter.tsx');
    const original = fs.readFileSync(component, 'utf8');
    try {
      fs.writeFileSync(component, original.replace('"site-footer__inner"', '"site-footer__inner" data-edited=""'));
      await expect.poll(() => page.locator('.site-footer__inner[data-edited]').count(), { timeout: 15_000 }).toBe(1);
      expect(await page.evaluate(() => (window as { __marker?: number }).__marker), 'a new document').toBeUndefined();
      expect(restarted(), 'the server restarted').toBe(false);
    } finally {
      fs.writeFileSync(component, original);
    }
    await page.close();
  });
});

// Issues 16, 6 and 25, 1: a preview re-render after an edit, p95 ≤ 150 ms for the home page. One server in this
// process, an editor's bearer session, and the home's JSON edited before each POST /api/editor/preview (a grid's
// title and feedSize), one at a time (as the editor sends them: debounced, never in parallel); then the answer
// patched into the loaded preview in Chromium by the editor's own code (editor/preview-frame.ts), up to the next
// layout. Run: node --import tsx bench/editor-preview.ts [rounds]
import os from 'node:os';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../tests/helpers/shared-browser';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { createApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { seed } from '../server/db/seed/seed';
import { loadAssets } from '../server/render/assets';

const ROUNDS = Number(process.argv[2] ?? 100);
const WARM_UP = 10;
const TOKEN = 'bench-editor-preview';

// Production's checks at start-up: a signing key (any, for one process) and the test payments allowed on purpose.
process.env.JWT_SECRET ??= randomBytes(32).toString('hex');
process.env.ALLOW_TEST_PAYMENTS ??= '1';
const database = await openDatabase({ dataDir: 'memory://' });
await seed(database);
const { app } = await createApp({
  database,
  log: pino({ level: 'silent' }),
  production: true,
  assets: loadAssets(),
  adminToken: TOKEN,
});
const server = app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(base + path, {
    method: path.startsWith('/api/admin') ? 'PUT' : 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const email = 'bench.editor@example.com';
await post('/identity/public/v1/signup', {
  identity: { userName: email, credentials: 'Clave2026b' },
  profile: { firstName: 'Bench', email },
});
await post(
  `/api/admin/users/${encodeURIComponent(email)}/roles`,
  { roles: ['publisher'], allowUnverified: true },
  { authorization: `Bearer ${TOKEN}` },
);
const login = await post('/identity/public/v1/auth/login', { userName: email, credentials: 'Clave2026b' });
const auth = { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
const page = (await (await fetch(`${base}/api/editor/pages/semana/semana-home`, { headers: auth })).json()) as {
  areas: { main: { children?: { main: { config: { title: string; feedSize?: number } }[] } }[] };
};
const grid = page.areas.main[2].children!.main[0];

/** editor/preview-frame.ts for the page: `window.frame.patchFrame`, as the editor calls it. */
const bundle = await build({
  entryPoints: ['editor/preview-frame.ts'],
  bundle: true,
  write: false,
  format: 'iife',
  globalName: 'frame',
});
const preview = async (): Promise<string> => {
  const res = await post('/api/editor/preview', { site: 'semana', page }, auth);
  if (res.status !== 200) throw new Error(`preview answered ${res.status}`);
  return res.text();
};
// The first render loaded as the editor's frame loads it: from this server's origin, so its CSS and scripts load.
const browser = await launchBrowser();
const tab: Page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const first = await preview();
await tab.route(`${base}/__preview`, (route) => route.fulfill({ contentType: 'text/html', body: first }));
await tab.goto(`${base}/__preview`, { waitUntil: 'load' });
await tab.addScriptTag({ content: bundle.outputFiles[0].text });
await tab.evaluate(() => window.scrollTo(0, 2500));
/** The patch and the layout it causes, timed in the page. */
const patch = (html: string) =>
  tab.evaluate((html) => {
    const started = performance.now();
    (window as unknown as { frame: typeof import('../editor/preview-frame') }).frame.patchFrame(document, html);
    void document.body.offsetHeight;
    return performance.now() - started;
  }, html);

const times = { server: [] as number[], patch: [] as number[], total: [] as number[] };
for (let i = 0; i < ROUNDS + WARM_UP; i++) {
  // An edit, as made in the form: the title typed, the number of cards changed.
  grid.config.title = `Nación ${i}`;
  grid.config.feedSize = i % 2 ? 4 : 8;
  const started = performance.now();
  const html = await preview();
  const server = performance.now() - started;
  if (!html.includes(`Nación ${i}`)) throw new Error(`preview ${i} does not show the edit`);
  const patched = await patch(html);
  if (i < WARM_UP) continue;
  times.server.push(server);
  times.patch.push(patched);
  times.total.push(server + patched);
}
const at = (list: number[], q: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};
const line = (name: string, list: number[]) =>
  `${name}: p50 ${at(list, 0.5).toFixed(1)} ms, p95 ${at(list, 0.95).toFixed(1)} ms, max ${at(list, 1).toFixed(1)} ms`;
console.log(
  `home preview after an edit, ${ROUNDS} rounds (after ${WARM_UP} to warm up), ${os.cpus().length} × ` +
    `${os.cpus()[0].model}, load average ${os.loadavg()[0].toFixed(1)}:`,
);
console.log(`  ${line('POST /api/editor/preview', times.server)}`);
console.log(`  ${line('patch in Chromium (morph and layout)', times.patch)}`);
const p95 = at(times.total, 0.95);
console.log(`  ${line('re-render (both)', times.total)} (target p95 ≤ 150 ms: ${p95 <= 150 ? 'yes' : 'no'})`);
await browser.close();
server.close();
await database.close();
process.exit(0);

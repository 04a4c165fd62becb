// Issue 16, 6: a preview re-render after an edit, p95 ≤ 150 ms for the home page. One server in this process, an
// editor's bearer session, and the home's JSON edited before each POST /api/editor/preview, one at a time (as the
// editor sends them: debounced, never in parallel). Run: node --import tsx bench/editor-preview.ts [rounds]
import os from 'node:os';
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
  { roles: ['editor'], allowUnverified: true },
  { authorization: `Bearer ${TOKEN}` },
);
const login = await post('/identity/public/v1/auth/login', { userName: email, credentials: 'Clave2026b' });
const auth = { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
const page = (await (await fetch(`${base}/api/editor/pages/semana/semana-home`, { headers: auth })).json()) as {
  areas: { main: { children?: { main: { config: { title: string } }[] } }[] };
};
const grid = page.areas.main[2].children!.main[0];

const times: number[] = [];
for (let i = 0; i < ROUNDS + WARM_UP; i++) {
  grid.config.title = `Nación ${i}`; // an edit, as typed in the form
  const started = performance.now();
  const res = await post('/api/editor/preview', { site: 'semana', page }, auth);
  const html = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200 || !html.includes(`Nación ${i}`)) throw new Error(`preview ${i} answered ${res.status}`);
  if (i >= WARM_UP) times.push(ms);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)].toFixed(1);
console.log(
  `home preview after an edit, ${ROUNDS} rounds (after ${WARM_UP} to warm up), load average ${os.loadavg()[0].toFixed(1)}:` +
    ` p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms (target p95 ≤ 150 ms: ${Number(at(0.95)) <= 150 ? 'yes' : 'no'})`,
);
server.close();
await database.close();

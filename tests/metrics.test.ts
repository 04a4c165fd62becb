import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server';
import { sample } from './helpers/prometheus';
import { recordCache } from '../server/ops/metrics';

const list = `/api/content/content-apir?query=${encodeURIComponent('{"includeSections":"nacion","feedSize":2}')}`;

// One server, in production (the stricter case): the counting tests read with the metrics token.
let server: TestServer;
const savedSecret = process.env.JWT_SECRET;
const savedPayments = process.env.ALLOW_TEST_PAYMENTS;
beforeAll(async () => {
  process.env.JWT_SECRET = 'metrics-test-secret-of-at-least-32-characters'; // production refuses to start without
  process.env.ALLOW_TEST_PAYMENTS = '1'; // or with the test payment provider unless told to
  server = await startTestServer({ seed: false, production: true, adminToken: 'admin-h3', metricsToken: 'metrics-h3' });
});
afterAll(async () => {
  for (const [key, saved] of [
    ['JWT_SECRET', savedSecret],
    ['ALLOW_TEST_PAYMENTS', savedPayments],
  ] as const)
    if (saved === undefined) delete process.env[key];
    else process.env[key] = saved;
  await server?.close();
});
const read = (token?: string) =>
  fetch(`${server.url}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
const metrics = async () => (await read('metrics-h3')).text();

describe('/metrics', () => {
  it('counts requests by page kind, source cache hits and misses, and source calls', async () => {
    const before = await metrics();
    await fetch(`${server.url}/`);
    await fetch(`${server.url}${list}`);
    const middle = await metrics();
    await fetch(`${server.url}${list}`);
    const after = await metrics();
    const delta = (from: string, to: string, name: string, labels: Record<string, string>) =>
      sample(to, name, labels) - sample(from, name, labels);
    expect(delta(before, after, 'http_request_duration_seconds_count', { kind: 'home', status: '2xx' })).toBe(1);
    expect(delta(before, after, 'http_request_duration_seconds_count', { kind: 'api', status: '2xx' })).toBe(2);
    const fetched = { source: 'content-apir', outcome: 'ok' };
    expect(delta(before, middle, 'source_fetch_duration_seconds_count', fetched)).toBeGreaterThan(0);
    expect(delta(before, middle, 'cache_lookups_total', { cache: 'source', result: 'miss' })).toBeGreaterThan(0);
    // The second identical list call is answered from the cache without reaching the source.
    expect(delta(middle, after, 'source_fetch_duration_seconds_count', fetched)).toBe(0);
    expect(delta(middle, after, 'cache_lookups_total', { cache: 'source', result: 'hit' })).toBe(1);
  });

  it('counts another cache’s lookups through recordCache (the HTML cache’s hook)', async () => {
    const before = sample(await metrics(), 'cache_lookups_total', { cache: 'html', result: 'stale' });
    recordCache('html', 'stale');
    expect(sample(await metrics(), 'cache_lookups_total', { cache: 'html', result: 'stale' })).toBe(before + 1);
  });

  it('is closed in production without a token or with a wrong one, open with the metrics or the admin token', async () => {
    expect((await read()).status).toBe(401);
    expect((await read('otro')).status).toBe(401);
    for (const token of ['metrics-h3', 'admin-h3']) {
      const res = await read(token);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('http_request_duration_seconds');
    }
  });
});

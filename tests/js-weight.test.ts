import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageWeight } from '../bench/js-weight';

// `npm run bench`'s manifest figure (bench/js-weight.ts). The budget is what a phone downloads:
// tests/browser/js-budget.test.ts.
describe('what counts before interaction', () => {
  // A page and its chunks, served as the site serves them: an entry, an island on load, one when visible.
  const files: Record<string, string> = {
    '/page': [
      '<script data-entry="/entry.js" data-preload="/eager.js /lazy.js">(loader)</script>',
      '<news-island data-block="eager" data-hydrate="load"></news-island>',
      '<news-island data-block="lazy" data-hydrate="visible"></news-island>',
    ].join(''),
    '/entry.js': 'e'.repeat(100),
    '/shared.js': 's'.repeat(100),
    '/eager.js': 'a'.repeat(100),
    '/lazy.js': 'z'.repeat(150),
  };
  const manifest = {
    'ui/client/islands.ts': { file: 'entry.js', imports: ['shared'] },
    shared: { file: 'shared.js' },
    'blocks/eager/island.ts': { file: 'eager.js', imports: ['shared'] },
    'blocks/lazy/island.ts': { file: 'lazy.js', imports: ['shared'] },
  };
  let origin = '';
  const fake = http.createServer((req, res) => res.end(files[req.url ?? ''] ?? ''));
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

  it('counts the entry and the islands that hydrate on load with what they import, not a lazy island’s chunk', async () => {
    const weight = await pageWeight(origin, '/page', manifest);
    expect(weight.beforeInteraction.raw).toBe(300);
    expect(weight.all.raw).toBe(450);
    expect(weight.files).toBe(4);
  });
});

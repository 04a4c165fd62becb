import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'drizzle-orm/logger';
import { seedLarge } from '../server/db/seed/seed';
import { callSource, createSourceCache } from '../server/sources/client';
import { sourceDefinitions, type SourceName } from '../server/sources';
import { storageTargets } from '../tests/helpers/databases';
import { rootDir } from '../server/config';
import type { Database } from '../server/db/client';

/**
 * `npm run bench:sources`: p50/p95 of every content source, uncached (the cache is emptied before each call, so every answer
 * pays all its queries, the count too), on PGlite and — with DATABASE_URL — PostgreSQL, at each corpus size
 * (BENCH_SIZES, default 10000,100000 stories in total; BENCH_STORAGE limits it to one storage). Appends the table to docs/performance.md.
 */
const sizes = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const rounds = Number(process.env.BENCH_ROUNDS ?? 500);
// A running server made its first calls long ago (catalogue caches, pages of recent days in shared buffers, the Node
// code compiled), so p50/p95 are of a warm process: one pass over every distinct parameter set (the longest cycle
// below is 30 days) runs first and is not counted. The first of those calls is reported on its own, as 'first call'.
const warmup = Number(process.env.BENCH_WARMUP ?? 30);
const loadAtStart = os.loadavg()[0];

const params: { [K in SourceName]: (i: number) => unknown } = {
  'content-apir': (i) => ({ includeSections: 'nacion', feedSize: 8, feedOffset: (i % 10) * 8 }),
  'content-apir-v2': () => ({ includeSections: 'politica', includeSubtypes: 'articulo', feedSize: 8 }),
  'content-apir-semanaTV-v2': () => ({ includeSections: '/semana-tv/virales', feedSize: 10 }),
  'content-apir-date': (i) => ({
    date: new Date(Date.now() - (i % 30) * 86_400_000).toISOString().slice(0, 10),
    feedSize: 50,
  }),
  'content-apir-search-query': (i) => ({
    queryString: ['elecciones', 'paz', 'selección', 'inflación'][i % 4],
    feedSize: 10,
  }),
  'content-apir-tag': () => ({ tagSlug: 'bogota', feedSize: 12 }),
  'content-apir-author': () => ({ authorSlug: 'redaccion-semana', feedSize: 12 }),
  'content-api-collections': () => ({ queryString: 'ultimas', size: 5 }),
  'content-api-search-author': () => ({
    includeSections: 'opinion-semana',
    includeId: 'redaccion-semana',
    feedSize: 16,
  }),
  'gallery-by-id': () => ({ queryString: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' }),
  'authors-api': () => ({ idAutor: 'redaccion-semana' }),
  'navigation-api': () => ({ queryString: 'navSemanaTv' }),
  'section-api': () => ({ queryString: '/nacion' }),
  'taboola-newsroom-api': () => ({ size: 4 }),
  'youtube-api-videos': () => ({ videoId: 'abcdefghijk' }),
  'sales-catalogue': () => ({}),
  'static-page': () => ({ path: '/terminos-de-uso/' }),
};

/**
 * How the planner reads the content tables for one answer on this corpus, as it would in production (sequential scans
 * allowed): 'index', or '**seq scan**' when any query of the answer scans content or content_keys.
 */
async function scansOfContent(database: Database, captured: { query: string; params: unknown[] }[]): Promise<string> {
  for (const { query, params: queryParams } of captured) {
    if (!/\bcontent(_keys)?"?\b/.test(query)) continue;
    const plan = await database.query(`explain ${query}`, queryParams);
    if (plan.some((r) => /Seq Scan on content(_keys)?\b/.test(String(Object.values(r)[0])))) return '**seq scan**';
  }
  return 'index';
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const rows: string[] = [];

const only = process.env.BENCH_STORAGE; // 'pglite' or 'postgres' to measure one storage
for (const target of storageTargets().filter((t) => !only || t.name === only)) {
  for (const size of sizes) {
    let queries = 0;
    let captured: { query: string; params: unknown[] }[] = [];
    const logger: Logger = {
      logQuery: (query, queryParams) => {
        queries++;
        captured.push({ query, params: queryParams });
      },
    };
    const database = await target.open(logger);
    const started = performance.now();
    await seedLarge(database, { storiesPerSite: Math.ceil(size / 6) });
    console.log(`${target.name} ${size}: seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    // Steady state: autovacuum keeps the visibility map set, so counts over content_keys read the index alone.
    // The seed's dirty pages are written out first, so the figures are not of the checkpoint that follows a bulk load.
    if (database.kind === 'postgres') await database.query('vacuum analyze');
    if (database.kind === 'postgres') await database.query('checkpoint');
    for (const name of Object.keys(sourceDefinitions) as SourceName[]) {
      const times: number[] = [];
      // One cache emptied before each call: every answer pays all its queries, and the timing does not include
      // building a cache (lru-cache preallocates its arrays: ~0.75 ms, which the server pays once at start).
      const cache = createSourceCache();
      const call = (i: number) =>
        callSource(name, params[name](i), { db: database.db, site: 'semana', now: Date.now(), cache });
      let first = 0;
      for (let i = 0; i < warmup; i++) {
        await cache.invalidateSite('semana');
        captured = [];
        const t = performance.now();
        await call(i);
        if (i === 0) first = performance.now() - t;
      }
      const plans = await scansOfContent(database, captured);
      queries = 0;
      for (let i = 0; i < rounds; i++) {
        await cache.invalidateSite('semana');
        const t = performance.now();
        await call(i);
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      const p95 = pct(times, 95);
      const target5 = database.kind === 'postgres' && size >= 100_000 ? (p95 <= 5 ? 'yes' : '**no**') : '';
      const ms = (n: number) => n.toFixed(2);
      const row = `| ${target.name} | ${size.toLocaleString('en')} | ${name} | ${(queries / rounds).toFixed(0)} | ${plans} | ${ms(first)} | ${ms(pct(times, 50))} | ${ms(p95)} | ${ms(pct(times, 99))} | ${target5} |`;
      rows.push(row);
      console.log(row);
    }
    await database.close();
  }
}

const report = [
  `## Content sources, ${new Date().toISOString().slice(0, 10)}`,
  '',
  `Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}.`,
  `Load average (1 min) ${loadAtStart.toFixed(2)} at the start, ${os.loadavg()[0].toFixed(2)} at the end.`,
  `${rounds} uncached calls per source for site semana after ${warmup} uncounted warm-up calls (every call runs all its queries, the count included); corpus split evenly over six sites. 'first call' is the first warm-up call of the source in the process; '≤ 5 ms' is the PostgreSQL 100k target on p95.`,
  '',
  '| storage | stories | source | queries per answer | content read by | first call (ms) | p50 (ms) | p95 (ms) | p99 (ms) | ≤ 5 ms |',
  '| --- | ---: | --- | ---: | --- | ---: | ---: | ---: | ---: | --- |',
  ...rows,
  '',
].join('\n');
const doc = path.join(rootDir, 'docs', 'performance.md');
fs.appendFileSync(doc, `\n${report}`);
const prettier = await import('prettier');
fs.writeFileSync(
  doc,
  await prettier.format(fs.readFileSync(doc, 'utf8'), {
    ...((await prettier.resolveConfig(doc)) ?? {}),
    filepath: doc,
  }),
);
console.log('Appended to docs/performance.md');

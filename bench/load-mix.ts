// `npm run bench:load` (issue 30, item 3): the production build on PostgreSQL and Redis with WEB_CONCURRENCY workers,
// a corpus of STORIES items, and a realistic mix of readers: hot pages (homes and section fronts, 80 %), articles
// spread over 10,000 distinct stories (15 %), search and the content endpoint (5 %), with a story corrected through
// the admin API every 2 s (each purges its page and the lists it is in). Prints and writes (tmp/bench-load-N.md)
// throughput, p50/p95/p99 per kind, X-Cache answers, publishes, database pool use and errors. Outside `npm test`.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 STORIES=100000 npm run bench:load
// The corpus is built once per size in its own database (news_load_<STORIES>) and reused by later runs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { z } from 'zod';
import { openDatabase } from '../server/db/client';
import { content } from '../server/db/schema';
import { seedLarge } from '../server/db/seed/seed';
import { loadSites } from '../server/sites';
import { runTraffic, type KindFigures } from './load-mix-traffic';

const env = z
  .object({
    DATABASE_URL: z.string().url(),
    REDIS_URL: z.string().url(),
    STORIES: z.coerce.number().int().min(1000).default(100_000),
    WORKERS: z.coerce.number().int().min(1).default(2),
    SECONDS: z.coerce.number().int().min(5).default(60),
    CONNECTIONS: z.coerce.number().int().min(1).default(50),
    PORT: z.coerce.number().int().default(3995),
  })
  .parse(process.env);
const ADMIN = 'bench-load-admin';
const origin = `http://127.0.0.1:${env.PORT}`;
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

/** The corpus's own database, created and seeded the first time this size is asked for. */
async function corpus(): Promise<{ url: string; generatedIn?: string }> {
  const name = `news_load_${env.STORIES}`;
  const url = new URL(env.DATABASE_URL);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: env.DATABASE_URL });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
  if (!exists) await admin.query(`create database ${name}`);
  await admin.end();
  const database = await openDatabase({ url: url.toString() });
  try {
    const [{ n }] = await database.db.select({ n: count() }).from(content);
    if (n >= env.STORIES) return { url: url.toString() };
    const started = performance.now();
    const perSite = Math.ceil(env.STORIES / loadSites().size);
    let last = 0;
    await seedLarge(database, {
      storiesPerSite: perSite,
      onProgress: (done, total) => {
        if (done - last < 10_000 && done < total) return;
        last = done;
        console.log(
          `  corpus: ${done.toLocaleString('es-CO')} / ${total.toLocaleString('es-CO')} (${seconds(started)} s)`,
        );
      },
    });
    return { url: url.toString(), generatedIn: `${seconds(started)} s` };
  } finally {
    await database.close();
  }
}

/** Paths that answer 200, in order. */
async function answering(paths: string[]): Promise<string[]> {
  const ok: string[] = [];
  for (const p of paths) if ((await fetch(origin + p)).status === 200) ok.push(p);
  return ok;
}

async function readerPaths(db: pg.Client) {
  const rows = (
    await db.query<{ id: string; site: string; url: string }>(
      `select id, site, canonical_url as url from content where type = 'story' order by md5(id) limit 10000`,
    )
  ).rows;
  const sites = [...loadSites().keys()];
  const fronts = ['/', '/nacion/', '/politica/', '/economia/', '/mundo/', '/deportes/'];
  const hot = await answering(sites.flatMap((s) => fronts.map((f) => `${f}?_website=${s}`)));
  const terms = ['gobierno', 'elecciones', 'lluvias', 'bogotá', 'economía', 'salud', 'fútbol', 'congreso'];
  const api = (offset: number) =>
    `/api/content/content-apir?query=${encodeURIComponent(JSON.stringify({ includeSections: '/nacion/', feedSize: 10, offset }))}&_website=semana`;
  const lookups = [
    ...terms.map((t) => `/buscador/?q=${encodeURIComponent(t)}&_website=semana`),
    ...[0, 10, 20, 30].map(api),
  ];
  return { stories: rows, hot, articles: rows.map((r) => `${r.url}?_website=${r.site}`), lookups };
}

/** db_pool_connections by state, as the worker that answers /metrics sees its own pool. */
async function poolUse(): Promise<Record<string, number>> {
  const text = await (await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${ADMIN}` } })).text();
  return Object.fromEntries(
    [...text.matchAll(/^db_pool_connections\{state="(\w+)"\} (\d+)/gm)].map((m) => [m[1], Number(m[2])]),
  );
}

function table(figures: KindFigures[]): string[] {
  const rows = figures.map((f) => {
    const cache = Object.entries(f.cache)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
    return `| ${f.name} | ${f.requests} | ${f.perSecond.toFixed(0)} | ${f.p50Ms.toFixed(1)} | ${f.p95Ms.toFixed(1)} | ${f.p99Ms.toFixed(1)} | ${f.errors} | ${cache} |`;
  });
  return [
    '| kind | requests | req/s | p50 ms | p95 ms | p99 ms | errors | X-Cache |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
  ];
}

const { url: databaseUrl, generatedIn } = await corpus();
if (!fs.existsSync('dist/server/main.js')) throw new Error('dist/server/main.js is missing: run npm run build');
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    WEB_CONCURRENCY: String(env.WORKERS),
    ADMIN_TOKEN: ADMIN,
    PORT: String(env.PORT),
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-load-secret-bench-load-secret',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
// The corrections read the stored document as the newsroom's system would before sending it back changed.
const reader = new pg.Client({ connectionString: databaseUrl });
await reader.connect();
try {
  for (
    let i = 0;
    i < 240 &&
    !(await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  )
    await sleep(1000);
  const paths = await readerPaths(reader);
  let publishes = 0;
  const pools: Record<string, number>[] = [];
  const figures = await runTraffic({
    origin,
    connections: env.CONNECTIONS,
    seconds: env.SECONDS,
    kinds: [
      { name: 'hot pages (homes, fronts)', weight: 0.8, paths: paths.hot },
      { name: 'articles (10,000 distinct)', weight: 0.15, paths: paths.articles },
      { name: 'search and content API', weight: 0.05, paths: paths.lookups },
    ],
    during: async (second) => {
      if (second % 5 === 0) pools.push(await poolUse().catch(() => ({})));
      if (second % 2 !== 0) return;
      const story = paths.stories[second % paths.stories.length];
      const [{ doc }] = (await reader.query('select doc from content where id = $1', [story.id])).rows as {
        doc: { headlines?: { basic?: string } };
      }[];
      const headline = `${doc.headlines?.basic ?? ''}`.replace(/ \(corregido \d+\)$/, '') + ` (corregido ${second})`;
      const put = await fetch(`${origin}/api/admin/content/${story.id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ...doc, headlines: { ...doc.headlines, basic: headline } }),
      });
      if (put.ok) publishes++;
    },
  });
  const all = figures.reduce((n, f) => n + f.requests, 0);
  const hits = figures.reduce((n, f) => n + (f.cache.HIT ?? 0) + (f.cache.STALE ?? 0), 0);
  const maxPool = Math.max(0, ...pools.map((p) => (p.open ?? 0) - (p.idle ?? 0)));
  const maxWaiting = Math.max(0, ...pools.map((p) => p.waiting ?? 0));
  const lines = [
    `## bench:load, ${new Date().toISOString().slice(0, 10)}: ${env.STORIES.toLocaleString('en')} stories`,
    '',
    `Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.availableParallelism()} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} after the run. ` +
      `${env.WORKERS} workers on PostgreSQL and Redis, ${env.CONNECTIONS} readers for ${env.SECONDS} s; corpus ${generatedIn ? `generated in ${generatedIn}` : 'reused'}.`,
    '',
    ...table(figures),
    '',
    `All: ${all} requests, ${(all / env.SECONDS).toFixed(0)} req/s; cache answered (HIT or STALE) ${((100 * hits) / Math.max(1, all)).toFixed(1)} %; ` +
      `${publishes} corrections published during the run; database connections in use (one worker's pool, sampled every 5 s): at most ${maxPool} busy, ${maxWaiting} requests waiting for one.`,
  ];
  console.log(lines.join('\n'));
  fs.mkdirSync('tmp', { recursive: true });
  fs.writeFileSync(path.join('tmp', `bench-load-${env.STORIES}.md`), `${lines.join('\n')}\n`);
} finally {
  server.kill('SIGTERM');
  await reader.end();
}

import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { z } from 'zod';
import { clientDir } from '../server/render/assets';

/**
 * The script budget, KB a phone downloads until the page settles (issue 30, item 2; decision 0103): every script
 * response, brotli body and headers, as Lighthouse's mobile run counts them. tests/browser/js-budget.test.ts holds
 * every site's home and two articles to it.
 *
 * The article's budget is not yet issue 30's 70 KB: on 2026-11-28 the demo article downloaded 80.6 KB and the
 * every-element article 82.0 KB, of which the entry (React DOM) is 62.6 and the header 8.9, so even with every other
 * island deferred it would be about 71.6 KB. The budget holds today's figure (83 KB) so nothing grows while the issue
 * stays open: lower it to 70 once the entry or the header is lighter.
 */
export const SCRIPT_BUDGET_KB = { home: 80, article: 83 } as const;

/**
 * The manifest's figure `npm run bench` reports beside it: KB brotli of what runs before interaction, lazy islands
 * and response headers left out (issue 15, 9). It undercounts what a phone downloads (decision 0103).
 */
export const JS_BUDGET_KB = { home: 75, article: 75 } as const;

export interface Bytes {
  raw: number;
  gzip: number;
  brotli: number;
}
export interface PageWeight {
  files: number;
  beforeInteraction: Bytes;
  all: Bytes;
}

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    imports: z.array(z.string()).optional(),
    dynamicImports: z.array(z.string()).optional(),
  }),
);
type Manifest = z.infer<typeof manifestSchema>;

export function readManifest(): Manifest {
  return manifestSchema.parse(JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')));
}

/** Every file a chunk loads: its static imports and, with `dynamic`, what it may import later. */
function closure(manifest: Manifest, key: string, dynamic: boolean, out = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || out.has(`/${chunk.file}`)) return out;
  out.add(`/${chunk.file}`);
  for (const dep of [...(chunk.imports ?? []), ...(dynamic ? (chunk.dynamicImports ?? []) : [])]) {
    closure(manifest, dep, dynamic, out);
  }
  return out;
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * Scripts and modulepreloads in the HTML (`scripts`: the entries alone), and each island with its hydration. The page
 * names them in its loader's `data-entry` and `data-preload` (decision 0064); tags are read too (the dev server).
 */
export function scanHtml(html: string): {
  urls: string[];
  scripts: string[];
  islands: { block: string; hydrate: string }[];
} {
  const loader = /<script\b[^>]*\bdata-entry="[^"]*"[^>]*>/.exec(html)?.[0];
  const scripts = [
    ...[...html.matchAll(/<script\b[^>]*\bsrc="[^"]*"[^>]*>/g)].map((m) => attr(m[0], 'src')),
    loader && attr(loader, 'data-entry'),
  ].filter((u): u is string => Boolean(u));
  const preloads = [
    ...[...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)].map((m) => attr(m[0], 'href')),
    ...((loader && attr(loader, 'data-preload')?.split(' ')) ?? []),
  ].filter((u): u is string => Boolean(u));
  const islands = [...html.matchAll(/<news-island\b[^>]*>/g)].map((m) => ({
    block: attr(m[0], 'data-block') ?? '',
    hydrate: attr(m[0], 'data-hydrate') ?? '',
  }));
  return { urls: [...scripts, ...preloads], scripts, islands };
}

function compressed(body: Buffer): Bytes {
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    }).length,
  };
}

const sum = (list: Bytes[]): Bytes =>
  list.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });

/** Islands whose code waits for the reader: near the viewport (`visible`) or a first click (`interaction`). */
export const LAZY_HYDRATION = ['visible', 'interaction'];

/**
 * JavaScript of one page, each file compressed on its own as a CDN serves it. Before interaction: what runs before
 * the reader does anything, the page's scripts and the islands that hydrate on load or idle, with their static
 * imports; chunks only lazy islands (visible, interaction) need are left out, though the HTML may preload them.
 * All: everything the HTML names, and what islands may import later (lazy code).
 */
export async function pageWeight(origin: string, pagePath: string, manifest: Manifest): Promise<PageWeight> {
  const res = await fetch(origin + pagePath);
  if (!res.ok) throw new Error(`${pagePath} answered ${res.status}`);
  const { urls, scripts, islands } = scanHtml(await res.text());
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  const before = new Set<string>();
  for (const url of scripts) {
    const key = keyOf.get(url);
    if (key) closure(manifest, key, false, before);
    else before.add(url);
  }
  const all = new Set(urls);
  for (const { block, hydrate } of islands) {
    const key = `blocks/${block}/island.ts`;
    if (!LAZY_HYDRATION.includes(hydrate)) closure(manifest, key, false, before);
    closure(manifest, key, true, all);
  }
  for (const url of before) all.add(url);
  const sizes = new Map<string, Bytes>();
  for (const url of all) {
    const file = await fetch(origin + url);
    if (!file.ok) throw new Error(`${url} answered ${file.status}`);
    sizes.set(url, compressed(Buffer.from(await file.arrayBuffer())));
  }
  const of = (set: Set<string>) => sum([...set].map((u) => sizes.get(u) ?? { raw: 0, gzip: 0, brotli: 0 }));
  return { files: all.size, beforeInteraction: of(before), all: of(all) };
}

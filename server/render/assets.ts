import { createHash } from 'node:crypto';
import { asOneByte } from '../../runtime/one-byte-html';
import fs from 'node:fs';
import path from 'node:path';
import { rootDir } from '../config';
import { EDITOR_MANIFEST } from '../../editor/boot';
import { blockStyleDeps } from './block-style-deps';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export interface Assets {
  stylesheet?: string;
  /**
   * The core stylesheet's text (base, ui, layouts), written inline in every page's head instead of linked: a link
   * blocks the first paint for one more round trip on a phone (decision 0060). Absent in `npm run dev`.
   */
  coreCss?: string;
  islandsEntry?: string;
  /** `npm run dev` only: module scripts every page loads (the Vite client, the stylesheet as a module). */
  devScripts?: string[];
  /** The page editor's scripts and stylesheets (/_editor/ only, server/editor-ui.ts); absent from an old build. */
  editor?: { scripts: string[]; styles: string[] };
  /** Every file a page with these islands loads: entry, island chunks and what they import. */
  scriptsFor: (islands: Iterable<string>) => string[];
  /**
   * The CSS of these blocks, to write inline in the page's head (the build's per-block stylesheets, decision 0041);
   * absent in `npm run dev`, whose one stylesheet module holds every block's CSS.
   */
  stylesFor?: (blocks: Iterable<string>) => string;
}

export const clientDir = path.join(rootDir, 'dist', 'client');

/** The editor's entry from its own build's manifest (editor/vite.config.ts), if it was built. */
function editorAssets(dir: string): Assets['editor'] {
  const file = path.join(dir, EDITOR_MANIFEST);
  if (!fs.existsSync(file)) return undefined;
  const entry = (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>)['editor/main.tsx'];
  return entry && { scripts: [`/${entry.file}`], styles: (entry.css ?? []).map((css) => `/${css}`) };
}

/**
 * Pages repeat a few sets of blocks, so each list's answer is worked out once (measured: 60-90 µs a page for the
 * styles and scripts of an article). Capped, as the lists come from pages editors can change.
 */
function perNameList<T>(compute: (names: string[]) => T, max = 500): (names: Iterable<string>) => T {
  const memo = new Map<string, T>();
  return (names) => {
    const list = [...names];
    const key = list.join(' ');
    let value = memo.get(key);
    if (value === undefined) {
      value = compute(list);
      if (memo.size >= max) memo.clear();
      memo.set(key, value);
    }
    return value;
  };
}

/** CSS escapes for characters past Latin-1 (`content: "—"`): the inline styles keep the page one byte a character. */
const oneByteCss = (css: string) =>
  asOneByte(css.replace(/[^\u0000-\u00ff]/gu, (ch) => `\\${ch.codePointAt(0)!.toString(16)} `));

/** CSS ready for a <style> element: trimmed, no '</style' to end it early, one byte a character. */
const inlineCss = (css: string) => oneByteCss(css.trim().replace(/<\/style/gi, '<\\/style'));

/** A short name of the client build on disk (a digest of its manifest), or undefined when there is none. */
export function buildId(dir = clientDir): string | undefined {
  const manifestPath = path.join(dir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) return undefined;
  return createHash('sha256').update(fs.readFileSync(manifestPath)).digest('base64url').slice(0, 12);
}

/** Reads Vite's manifest of the client build (`npm run build`). */
export function loadAssets(dir = clientDir): Assets {
  const manifestPath = path.join(dir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run npm run build`);
  const manifest: Record<string, ManifestChunk> = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const entry = manifest['ui/client/islands.ts'];
  const collect = (key: string, out: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || out.has(`/${chunk.file}`)) return;
    out.add(`/${chunk.file}`);
    for (const dep of chunk.imports ?? []) collect(dep, out);
  };
  // blocks/<name>/<file>.css → its built CSS, read once: a page's head gets the text of its blocks' files.
  const blockCss = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const block = /^blocks\/([^/]+)\/[^/]+\.css$/.exec(key)?.[1];
    if (!block) continue;
    const css = fs.readFileSync(path.join(dir, chunk.file), 'utf8').trim();
    blockCss.set(block, (blockCss.get(block) ?? '') + inlineCss(css));
  }
  const core = manifest['ui/client/core-styles.ts']?.css?.[0];
  const styleDeps = blockStyleDeps(path.join(rootDir, 'blocks'));
  return {
    stylesheet: core && `/${core}`,
    coreCss: core && inlineCss(fs.readFileSync(path.join(dir, core), 'utf8')),
    stylesFor: perNameList((blocks) =>
      [...new Set(blocks.flatMap((b) => [...(styleDeps.get(b) ?? []), b]))].map((b) => blockCss.get(b) ?? '').join(''),
    ),
    islandsEntry: entry && `/${entry.file}`,
    editor: editorAssets(dir),
    scriptsFor: perNameList((islands) => {
      const out = new Set<string>();
      collect('ui/client/islands.ts', out);
      for (const name of islands) collect(`blocks/${name}/island.ts`, out);
      return [...out];
    }),
  };
}

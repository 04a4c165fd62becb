import type { HeadTags } from '../../runtime/define-block';
import type { PageMeta, RenderContext } from '../../runtime/types';
import { safeJson } from '../../runtime/render';
import { oneByteHtml } from '../../runtime/one-byte-html';
import type { Assets } from './assets';
import type { StoryDocument } from '../../contracts/ans';
import { articleScriptsFor } from '../../contracts/article-scripts';

/**
 * The inline scripts this template writes, byte for byte the same on every page (what varies is in attributes), so
 * the Content-Security-Policy allows them by hashes computed once (server/security/csp.ts) and nothing else inline.
 */
export const VIEW_BEACON_SCRIPT =
  "(function(s){navigator.sendBeacon&&navigator.sendBeacon('/api/views',JSON.stringify({id:s.getAttribute('data-view')}))})(document.currentScript)";
/**
 * Starts the page's JavaScript once the browser has shown its first content (decision 0064): the entry in
 * `data-entry`, the chunks of the islands that hydrate at once in `data-preload`. The news and the hero image are on
 * screen before a byte of script is fetched. A hidden tab paints nothing and starts on the timer; a browser without
 * paint timing, at its next frame. Until the entry runs, a tap on an island's button is held in
 * `window.newsEarlyClicks` (runtime/client/hydrate.ts replays it once that island has hydrated): a reader who opens a
 * menu before the scripts arrive gets the menu, not a dead button.
 */
export const PAGE_SCRIPT_LOADER =
  "(function(s){var q={clicks:[],stop:function(){document.removeEventListener('click',c,true)}};window.newsEarlyClicks=q;function c(e){var b=e.target.closest&&e.target.closest('news-island button');if(b&&b.closest('news-island').getAttribute('data-island-status')==='found'){e.preventDefault();q.clicks.push(b)}}document.addEventListener('click',c,true);function go(){if(s.started)return;s.started=1;(s.getAttribute('data-preload')||'').split(' ').forEach(function(u){if(!u)return;var l=document.createElement('link');l.rel='modulepreload';l.href=u;document.head.appendChild(l)});var m=document.createElement('script');m.type='module';m.src=s.getAttribute('data-entry');document.body.appendChild(m)}try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)throw 0;new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true})}catch(e){requestAnimationFrame(go)}setTimeout(go,1500)})(document.currentScript)";
export const DOCUMENT_INLINE_SCRIPTS = [VIEW_BEACON_SCRIPT, PAGE_SCRIPT_LOADER];

export const escapeHtml = (s: string) =>
  oneByteHtml(
    s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!),
  );

export interface DocumentInput {
  ctx: RenderContext;
  body: string;
  islands: Set<string>;
  /**
   * The islands that hydrate as the page starts: the page's loader modulepreloads their chunks. The others' chunks
   * load when the island nears the screen or is touched, so they do not share the phone's bandwidth with the LCP
   * image.
   */
  eagerIslands: Set<string>;
  /** Every block rendered on the page: its CSS goes inline into the head. */
  blocks?: Set<string>;
  head: HeadTags[];
  assets: Assets;
  /** The page's settings: title, description and social image when no block gives one; noindex; canonical. */
  meta: Pick<PageMeta, 'title' | 'description' | 'image' | 'noindex' | 'canonical'>;
  origin: string;
  noindex: boolean;
  /** Content id whose view the browser reports (cached pages never reach the server). */
  viewBeacon?: string;
  /** The article of the page: the site may configure third-party scripts for it (S1-208). */
  story?: Pick<StoryDocument, '_id' | 'credits'>;
}

const attrOf = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * A preload of the page's LCP image: the first picture a block marked high priority (ui/Image.tsx, `priority`), with
 * its srcset and sizes so the browser picks the same candidate the <img> will. In the head, the browser asks for it
 * before the stylesheet has arrived. React writes the attribute values escaped already.
 */
export function lcpPreload(body: string): string {
  const tag = /<img\b[^>]*\sfetchPriority="high"[^>]*>/.exec(body)?.[0] ?? '';
  const src = attrOf(tag, 'src');
  if (!src) return '';
  const srcset = attrOf(tag, 'srcSet');
  const sizes = attrOf(tag, 'sizes');
  const responsive = srcset ? ` imagesrcset="${srcset}"${sizes ? ` imagesizes="${sizes}"` : ''}` : '';
  return `<link rel="preload" as="image" href="${src}"${responsive} fetchpriority="high">`;
}

/** A site's JSON is the bulk of the page context the islands read, and the same on every page of the site. */
const siteJson = new WeakMap<RenderContext['site'], string>();

/** `safeJson(ctx)`, with the site's part serialised once per site object. */
export function contextJson(ctx: RenderContext): string {
  const { site, ...rest } = ctx;
  let siteText = siteJson.get(site);
  if (siteText === undefined) siteJson.set(site, (siteText = safeJson(site)));
  const tail = safeJson(rest);
  return tail === '{}' ? `{"site":${siteText}}` : `{"site":${siteText},${tail.slice(1)}`;
}

/**
 * A long text that is the same on page after page (the core CSS, the CSS of a set of blocks): `renderDocumentBytes`
 * encodes it to UTF-8 once, not on every request (its encoding cost a page more than its copy).
 */
class RepeatedText {
  constructor(readonly text: string) {}
}
type DocumentPart = string | RepeatedText;

const MAX_ENCODED = 256;
const encoded = new Map<string, Buffer>();
function encodedOnce(text: string): Buffer {
  let bytes = encoded.get(text);
  if (!bytes) {
    if (encoded.size >= MAX_ENCODED) encoded.clear();
    encoded.set(text, (bytes = Buffer.from(text)));
  }
  return bytes;
}

function blockStyles(assets: Assets, blocks: Set<string> | undefined): DocumentPart[] {
  const css = blocks && assets.stylesFor ? assets.stylesFor(blocks) : '';
  return css ? ['<style>', new RepeatedText(css), '</style>'] : [];
}

function coreStyles(assets: Assets): DocumentPart[] {
  if (assets.coreCss) return ['<style id="core-css">', new RepeatedText(assets.coreCss), '</style>'];
  return assets.stylesheet ? [`<link rel="stylesheet" href="${assets.stylesheet}">`] : [];
}

/** The HTML document around a rendered body: head tags, theme, and islands only when there are any. */
export function renderDocument(input: DocumentInput): string {
  return documentParts(input)
    .map((part) => (typeof part === 'string' ? part : part.text))
    .join('');
}

/** The same document as UTF-8 bytes, the page as it is sent: repeated texts are encoded once per process. */
export function renderDocumentBytes(input: DocumentInput): Buffer {
  const chunks: Buffer[] = [];
  let run: string[] = [];
  for (const part of documentParts(input)) {
    if (typeof part === 'string') run.push(part);
    else {
      chunks.push(Buffer.from(run.join('')), encodedOnce(part.text));
      run = [];
    }
  }
  chunks.push(Buffer.from(run.join('')));
  return Buffer.concat(chunks);
}

function documentParts(input: DocumentInput): DocumentPart[] {
  const { ctx, assets } = input;
  const merged: HeadTags = Object.assign({}, ...input.head.map((h) => ({ ...h, jsonLd: undefined })));
  const jsonLd = input.head.flatMap((h) => h.jsonLd ?? []);
  const title = merged.title ?? input.meta.title ?? ctx.site.name;
  const description = merged.description ?? input.meta.description ?? ctx.site.description;
  const path = merged.canonical ?? input.meta.canonical ?? ctx.path;
  // A page's setting may name an https URL on another of the site's hosts (contracts/page-meta.ts checks which).
  const canonical = path.startsWith('https://') ? path : `${input.origin}${path}`;
  const image = merged.image ?? input.meta.image;
  const { primary, accent, headerBackground } = ctx.site.theme;
  const scripts = input.islands.size ? assets.scriptsFor(input.eagerIslands) : [];
  const [entry, ...preloads] = scripts;
  return [
    '<!doctype html><html lang="es-CO"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    input.noindex || input.meta.noindex ? '<meta name="robots" content="noindex, nofollow">' : '',
    `<meta property="og:site_name" content="${escapeHtml(ctx.site.name)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    image ? `<meta property="og:image" content="${escapeHtml(input.origin + image)}">` : '',
    '<meta name="twitter:card" content="summary_large_image">',
    lcpPreload(input.body),
    `<style>:root{--brand:${primary};--brand-accent:${accent};--header-bg:${headerBackground}}</style>`,
    ...coreStyles(assets),
    ...blockStyles(assets, input.blocks),
    ...(assets.devScripts ?? []).map((src) => `<script type="module" src="${src}"></script>`),
    ...jsonLd.map((ld) => `<script type="application/ld+json">${safeJson(ld)}</script>`),
    '</head><body>',
    input.body,
    scripts.length ? `<script type="application/json" id="__ctx">${contextJson(ctx)}</script>` : '',
    entry ? `<script data-entry="${entry}" data-preload="${preloads.join(' ')}">${PAGE_SCRIPT_LOADER}</script>` : '',
    ...articleScriptsFor(ctx.site.articleScripts, input.story).map(
      (s) => `<script async src="${escapeHtml(s.src)}" data-article-script="${s.kind}"></script>`,
    ),
    input.viewBeacon ? `<script data-view="${escapeHtml(input.viewBeacon)}">${VIEW_BEACON_SCRIPT}</script>` : '',
    '</body></html>',
  ];
}

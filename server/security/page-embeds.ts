import { allowedUrl, EMBED_FRAME_HOSTS, EMBED_SCRIPT_HOSTS } from '../../contracts/hosts/embeds';
import { bodyElements } from '../../blocks/article-body/body-data';
import type { BodyElement } from '../../blocks/article-body/elements/types';
import type { PageConfig } from '../../runtime/types';
import type { StoryDocument } from '../../contracts/ans';
import type { SiteProps } from '../../contracts/site-schema';
import { articleScriptOrigins, articleScriptsFor } from '../../contracts/article-scripts';

/** Outside origins a page's own embeds load: frames, and scripts (which run in a srcdoc frame under this policy). */
export interface EmbedSources {
  frames: string[];
  scripts: string[];
}

export const NO_EMBEDS: EmbedSources = { frames: [], scripts: [] };

const YOUTUBE = 'https://www.youtube-nocookie.com';

/** Frames the providers' embed scripts open inside their sandbox (which inherits the page's policy). */
const SCRIPT_FRAMES: Record<string, string[]> = {
  'https://platform.twitter.com': ['https://platform.twitter.com', 'https://syndication.twitter.com'],
  'https://platform.x.com': [
    'https://platform.x.com',
    'https://platform.twitter.com',
    'https://syndication.twitter.com',
  ],
  'https://www.instagram.com': ['https://www.instagram.com'],
  'https://www.tiktok.com': ['https://www.tiktok.com'],
};

const IFRAME_SRC = /<iframe\b[^>]*?\bsrc="([^"]+)"/gi;

const originOf = (url: string | null | undefined) => (url ? new URL(url).origin : undefined);

function elementSources(el: BodyElement, out: { frames: Set<string>; scripts: Set<string> }) {
  if (el.type === 'video') out.frames.add(YOUTUBE);
  if (el.type === 'pdf' && /^https?:\/\//.test(el.src)) out.frames.add(new URL(el.src).origin);
  // Our sanitizer's output (allowlisted frames only), never the rendered page.
  if (el.type === 'html') htmlFrameOrigins(el.html, out.frames);
  if (el.type === 'embed') {
    const frame = originOf(el.frame && allowedUrl(el.frame, EMBED_FRAME_HOSTS));
    const script = originOf(el.script && allowedUrl(el.script, EMBED_SCRIPT_HOSTS));
    if (frame) out.frames.add(frame);
    if (script) {
      out.scripts.add(script);
      for (const f of SCRIPT_FRAMES[script] ?? []) out.frames.add(f);
    }
  }
}

/** Blocks that frame the https address of their `url` (same-site paths need no host). */
const URL_FRAME_BLOCKS = new Set(['sports-agenda', 'html-embed', 'chatbot']);
/** Blocks that show editor HTML, whose sanitizer keeps frames of the allowed embed hosts. */
const HTML_BLOCKS = new Set(['html-embed', 'raw-html']);

function htmlFrameOrigins(html: string, out: Set<string>) {
  for (const [, src = ''] of html.matchAll(IFRAME_SRC)) {
    const origin = originOf(allowedUrl(src.replace(/&amp;/g, '&'), EMBED_FRAME_HOSTS));
    if (origin) out.add(origin);
  }
}

/** Frames configured on this page (templates and page configs): agendas, embeds, chats. */
function configOrigins(node: unknown, out: Set<string>): void {
  if (Array.isArray(node)) return node.forEach((n) => configOrigins(n, out));
  if (!node || typeof node !== 'object') return;
  const { block, config } = node as { block?: unknown; config?: { url?: unknown; html?: unknown } };
  if (typeof block === 'string' && config) {
    if (URL_FRAME_BLOCKS.has(block) && typeof config.url === 'string' && config.url.startsWith('https://'))
      out.add(new URL(config.url).origin);
    // The embed shows its HTML only without an address, but allowing both is harmless: neither is the page's input.
    if (HTML_BLOCKS.has(block) && typeof config.html === 'string') htmlFrameOrigins(config.html, out);
  }
  Object.values(node).forEach((n) => configOrigins(n, out));
}

/**
 * What the page being rendered embeds, from its configuration and its story: the whole body, locked part included,
 * because an entitled reader's browser puts the premium body into this same page. Never read from the rendered HTML,
 * which could carry injected markup.
 */
export function pageEmbedSources(
  page: PageConfig,
  story?: StoryDocument,
  site?: Pick<SiteProps, 'articleScripts'>,
): EmbedSources {
  const out = { frames: new Set<string>(), scripts: new Set<string>() };
  configOrigins(page.areas, out.frames);
  // The article's configured third-party scripts (S1-208): the document renders them, the policy allows their hosts.
  for (const origin of articleScriptOrigins(articleScriptsFor(site?.articleScripts, story))) out.scripts.add(origin);
  if (story) {
    if (story.video?.youtubeId) out.frames.add(YOUTUBE);
    for (const el of bodyElements(story)) elementSources(el, out);
  }
  return { frames: [...out.frames], scripts: [...out.scripts] };
}

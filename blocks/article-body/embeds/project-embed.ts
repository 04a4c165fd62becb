import { youtubeId } from '../../../ui/format/youtube-id';
import type { BodyElement } from '../elements/types';
import { allowedUrl, EMBED_FRAME_HOSTS, EMBED_SCRIPT_HOSTS } from '../../../contracts/hosts/embeds';
import { sanitizeOembedHtml, sanitizeRawHtml } from '../../../ui/html/sanitize-embed';

const SRC = /<(?:iframe|embed|script)\b[^>]*?\bsrc\s*=\s*["']?([^"'\s>]+)/gi;
const PDF_SRC = /<(?:iframe|embed)\b[^>]*?\bsrc\s*=\s*["']?([^"'\s>]+)|<object\b[^>]*?\bdata\s*=\s*["']?([^"'\s>]+)/i;

/** The `src` addresses of the frames and scripts in a piece of HTML. */
const sources = (html: string) => [...html.matchAll(SRC)].map((m) => m[1] ?? '');

export const OEMBED_PROVIDERS = ['instagram', 'twitter', 'youtube'] as const;

/**
 * raw_html (spec 1, 2.4): a 'context_pdf' element is a 600px frame of its source (dropped
 * without one); a YouTube embed is a video; anything else is allowlisted HTML.
 */
export function projectRawHtml(id: string, html: string): BodyElement | null {
  if (html.includes('context_pdf')) {
    const match = PDF_SRC.exec(html);
    const src = match?.[1] ?? match?.[2];
    return src && /^https?:\/\//.test(src) ? { type: 'pdf', id, src } : null;
  }
  const video = sources(html)
    .filter((src) => /youtube(?:-nocookie)?\.com\/embed\//.test(src))
    .map(youtubeId)
    .find(Boolean);
  if (video) return { type: 'video', id, youtubeId: video };
  const safe = sanitizeRawHtml(html).trim();
  return safe ? { type: 'html', id, html: safe } : null;
}

type Provider = 'instagram' | 'twitter' | 'other';

/** oembed_response: YouTube as a video; instagram, twitter and any other as a lazy sandboxed embed. */
export function projectOembed(id: string, subtype: string, html: string, url?: string): BodyElement | null {
  if (subtype === 'youtube') {
    const video = [...sources(html), url ?? ''].map(youtubeId).find(Boolean);
    return video ? { type: 'video', id, youtubeId: video } : null;
  }
  const provider: Provider = subtype === 'instagram' || subtype === 'twitter' ? subtype : 'other';
  const script = sources(html)
    .map((src) => allowedUrl(src, EMBED_SCRIPT_HOSTS))
    .find(Boolean);
  const frame = sources(html)
    .map((src) => allowedUrl(src, EMBED_FRAME_HOSTS))
    .find(Boolean);
  const fallback = sanitizeOembedHtml(html).trim();
  if (!script && !frame && !fallback) return null;
  return {
    type: 'embed',
    id,
    provider,
    html: fallback,
    ...(script ? { script } : frame ? { frame } : {}),
  };
}

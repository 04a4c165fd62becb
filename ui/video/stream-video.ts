import { z } from 'zod';
import { ansVideoStream } from '../../contracts/ans';
import { httpUrl } from '../../contracts/hosts/embeds';

/**
 * An ANS video (a `video` document, or a `video` element of a story's body) as an HTML5 player plays it: its streams,
 * its promo image as the poster, its WebVTT subtitles. Read loosely: a stream, subtitle or picture the player cannot
 * use is left out, never an error.
 */
export interface StreamSource {
  src: string;
  /** The MIME type the browser picks a source by. */
  type: 'application/x-mpegURL' | 'video/mp4' | 'video/webm';
}

export interface StreamTrack {
  src: string;
  label: string;
  srclang?: string;
}

export interface StreamVideo {
  title: string;
  /** HLS first (adaptive where the browser plays it natively), then MP4 or WebM for the others. */
  sources: StreamSource[];
  poster?: string;
  tracks: StreamTrack[];
  width?: number;
  height?: number;
}

/** A media address a page of ours may load: http(s), or a path of this site. */
export function mediaUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  if (/^\/(?![/\\])/.test(raw) && !/[\s\\]/.test(raw)) return raw;
  return httpUrl(raw);
}

const kindOf = (stream: z.output<typeof ansVideoStream>, url: string): StreamSource['type'] | null => {
  const type = (stream.stream_type ?? '').toLowerCase();
  const path = url.split(/[?#]/)[0].toLowerCase();
  if (type === 'ts' || type === 'hls' || type === 'm3u8' || path.endsWith('.m3u8')) return 'application/x-mpegURL';
  if (type === 'mp4' || path.endsWith('.mp4')) return 'video/mp4';
  if (type === 'webm' || path.endsWith('.webm')) return 'video/webm';
  return null; // 'gif' and other renditions are not for the player
};

/** Tallest first under 720 lines (a page's player is never larger), then the smallest of the taller ones. */
const FITS = 720;
const byFit = (a: { height?: number; bitrate?: number }, b: { height?: number; bitrate?: number }) => {
  const fa = (a.height ?? 0) <= FITS;
  const fb = (b.height ?? 0) <= FITS;
  if (fa !== fb) return fa ? -1 : 1;
  const size = (x: typeof a) => x.height ?? x.bitrate ?? 0;
  return fa ? size(b) - size(a) || (b.bitrate ?? 0) - (a.bitrate ?? 0) : size(a) - size(b);
};

/** The player's sources: one HLS stream (the highest bitrate) and one file stream (the best fit), from ANS streams. */
export function streamSources(streams: unknown): { sources: StreamSource[]; width?: number; height?: number } {
  const usable = (Array.isArray(streams) ? streams : []).flatMap((raw) => {
    const parsed = ansVideoStream.safeParse(raw);
    const url = parsed.success ? mediaUrl(parsed.data.url) : null;
    const type = parsed.success && url ? kindOf(parsed.data, url) : null;
    return parsed.success && url && type ? [{ ...parsed.data, url, type }] : [];
  });
  const hls = usable
    .filter((s) => s.type === 'application/x-mpegURL')
    .sort((a, b) => (b.bitrate ?? 0) - (a.bitrate ?? 0))[0];
  const file = usable.filter((s) => s.type !== 'application/x-mpegURL').sort(byFit)[0];
  const sized = file ?? hls;
  return {
    sources: [hls, file].flatMap((s) => (s ? [{ src: s.url, type: s.type }] : [])),
    ...(sized?.width && sized.height ? { width: sized.width, height: sized.height } : {}),
  };
}

const subtitleUrl = z.looseObject({ format: z.string().optional(), url: z.string() });
const LANGUAGES: Record<string, string> = { es: 'Español', en: 'English', pt: 'Português', fr: 'Français' };

/**
 * The WebVTT subtitles of an ANS video (`subtitles.urls`, format WEB_VTT or a .vtt file): browsers play no other
 * format in a <track>. `language` is the document's (ANS `language`, e.g. "es").
 */
export function subtitleTracks(subtitles: unknown, language?: string): StreamTrack[] {
  const urls = subtitles && typeof subtitles === 'object' ? (subtitles as { urls?: unknown }).urls : undefined;
  const lang = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(language ?? '') ? language : undefined;
  const label = (lang && LANGUAGES[lang.slice(0, 2)]) ?? 'Subtítulos';
  return (Array.isArray(urls) ? urls : []).flatMap((raw, i): StreamTrack[] => {
    const parsed = subtitleUrl.safeParse(raw);
    if (!parsed.success) return [];
    const format = (parsed.data.format ?? '').toUpperCase().replace(/[^A-Z]/g, '');
    const src = mediaUrl(parsed.data.url);
    const vtt = format === 'WEBVTT' || format === 'VTT' || /\.vtt$/i.test(parsed.data.url.split(/[?#]/)[0]);
    if (!src || !vtt) return [];
    return [{ src, label: i === 0 ? label : `${label} ${i + 1}`, ...(lang ? { srclang: lang } : {}) }];
  });
}

/** The poster of an ANS video: its promo image, else its basic promo item's picture. */
export function posterOf(video: Record<string, unknown>): string | undefined {
  const candidates = [video.promo_image, (video.promo_items as { basic?: unknown } | undefined)?.basic];
  for (const c of candidates) {
    const url = c && typeof c === 'object' ? mediaUrl((c as { url?: unknown }).url) : null;
    if (url) return url;
  }
  return undefined;
}

/** A video's HTML5 player, or null when none of its streams is one a browser plays. */
export function streamVideo(video: Record<string, unknown>, title: string): StreamVideo | null {
  const { sources, ...size } = streamSources(video.streams);
  if (!sources.length) return null;
  const poster = posterOf(video);
  const language = typeof video.language === 'string' ? video.language : undefined;
  return { title, sources, tracks: subtitleTracks(video.subtitles, language), ...(poster ? { poster } : {}), ...size };
}

/** Milliseconds as an ISO 8601 duration (schema.org's form): 95 000 → PT1M35S. */
export function isoDuration(ms: number): string | undefined {
  if (!Number.isFinite(ms) || ms < 0) return undefined;
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

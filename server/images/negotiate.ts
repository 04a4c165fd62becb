import type { ImageFormat } from './render';

/**
 * The best format the browser says it takes: AVIF, then WebP, then JPEG. Only formats named
 * explicitly count (a bare `*\/*` gets JPEG, which the `.jpg` URL promises).
 */
export function negotiateFormat(accept: string | undefined): ImageFormat {
  const accepted = new Set(
    (accept ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)))
      .map(([type]) => type.trim().toLowerCase()),
  );
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'jpeg';
}

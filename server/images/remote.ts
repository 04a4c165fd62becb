import sharp from 'sharp';
import type { ImageFormat } from './render';

/** An original larger than this is refused (a photo centre's originals are a few megabytes). */
export const MAX_ORIGINAL_BYTES = 25 * 1024 * 1024;
/** Pixels sharp may decode from one original (a decompression bomb stops here). */
const MAX_INPUT_PIXELS = 60_000_000;

/**
 * The bytes of a picture at an address the caller has already checked against the allow-list. No redirect is
 * followed (it could lead off the allowed origin), no credentials are sent, only an image type is taken, and the
 * body is read up to MAX_ORIGINAL_BYTES.
 */
export async function fetchOriginal(url: URL, fetchImpl: typeof globalThis.fetch = globalThis.fetch): Promise<Buffer> {
  const res = await fetchImpl(url, {
    redirect: 'error',
    credentials: 'omit',
    headers: { Accept: 'image/*' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok || !res.body) throw new Error(`original answered ${res.status}`);
  const type = res.headers.get('content-type') ?? '';
  if (!type.startsWith('image/')) {
    await res.body.cancel();
    throw new Error(`original is ${type || 'of no type'}, not an image`);
  }
  if (Number(res.headers.get('content-length') ?? 0) > MAX_ORIGINAL_BYTES) {
    await res.body.cancel();
    throw new Error('original too large');
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_ORIGINAL_BYTES) {
      await reader.cancel();
      throw new Error('original too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** One of our sizes cut from an original: height 0 keeps its ratio, any other size is cropped from the centre. */
export async function resizeOriginal(
  original: Buffer,
  width: number,
  height: number,
  format: ImageFormat,
): Promise<Buffer> {
  const image = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize(width, height || undefined, { fit: 'cover', position: 'centre', withoutEnlargement: false });
  if (format === 'avif') return image.avif({ quality: 50, effort: 2 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 78 }).toBuffer();
  return image.jpeg({ quality: 80, mozjpeg: true, progressive: true }).toBuffer();
}

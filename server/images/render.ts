import sharp from 'sharp';
import { ORIGINAL, placeholderSvg } from './placeholder';

export type ImageFormat = 'avif' | 'webp' | 'jpeg';

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/**
 * Renders the picture of `id` at `width`x`height` (height 0 keeps the 16:9 ratio; other ratios
 * are cropped from the centre). The SVG is rasterised at the scale needed, not at full size.
 */
export async function renderImage(id: string, width: number, height: number, format: ImageFormat): Promise<Buffer> {
  const scale = Math.max(width / ORIGINAL.width, height / ORIGINAL.height);
  const density = Math.max(1, Math.ceil(72 * scale * 1.05));
  const image = sharp(Buffer.from(placeholderSvg(id)), { density }).resize(width, height || undefined, {
    fit: 'cover',
    position: 'centre',
  });
  if (format === 'avif') return image.avif({ quality: 50, effort: 2 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 78 }).toBuffer();
  return image.jpeg({ quality: 80, mozjpeg: true, progressive: true }).toBuffer();
}

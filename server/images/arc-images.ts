import { FILL_SIZES, INTRINSIC_SIZES } from '../../contracts/image-sizes';

/**
 * Pictures from Arc's photo centre through our resizer (issue 27, decision 0090). An ANS image whose `url` is on an
 * allowed origin gets our addresses, `/images/arc/{ref}/{WxH}.jpg`, where `ref` is the original's URL in base64url:
 * the resizer decodes it, checks its origin against the same allow-list and fetches nothing else.
 */

const PREFIX = '/images/arc/';
/** Longer addresses are not ours to fetch (and would make unwieldy file names). */
export const MAX_IMAGE_URL = 2000;

export const encodeImageRef = (url: string) => Buffer.from(url, 'utf8').toString('base64url');

/** The picture a ref names, when it is an http(s) URL on one of `origins`; null for anything else. */
export function decodeImageRef(ref: string, origins: readonly string[]): URL | null {
  if (!/^[A-Za-z0-9_-]{1,2800}$/.test(ref)) return null;
  let url: URL;
  try {
    url = new URL(Buffer.from(ref, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (url.href.length > MAX_IMAGE_URL || !/^https?:$/.test(url.protocol) || url.username || url.password) return null;
  return origins.includes(url.origin) ? url : null;
}

export const arcImageUrl = (original: string, size: string) => `${PREFIX}${encodeImageRef(original)}/${size}.jpg`;

/** `images_data` for an Arc picture, as `imagesData` gives one for our own ids. */
export function arcImagesData(original: string) {
  return {
    intrinsic: INTRINSIC_SIZES.map((size) => ({ url: arcImageUrl(original, size), size })),
    fill: FILL_SIZES.map((size) => ({ url: arcImageUrl(original, size), size })),
  };
}

function allowedUrl(value: unknown, origins: readonly string[]): string | null {
  if (typeof value !== 'string' || value.length > MAX_IMAGE_URL) return null;
  try {
    const url = new URL(value);
    return origins.includes(url.origin) ? url.href : null;
  } catch {
    return null; // a relative address is ours already
  }
}

type Json = unknown;

/**
 * A copy of an ANS document whose photo-centre pictures go through our resizer: each image's `url` becomes our
 * original-ratio rendition and `images_data` lists our renditions; the original stays in
 * `additional_properties.arc_original_url`. An author's picture (`credits`) gets its `url` only: ANS allows no
 * other field there.
 */
export function withArcImages<T>(doc: T, origins: readonly string[]): T {
  if (!origins.length) return doc;
  // `key`: the field holding the value (an author's picture is `image`, often without a `type`).
  const walk = (value: Json, strict: boolean, key: string): Json => {
    if (Array.isArray(value)) return value.map((v) => walk(v, strict, key));
    if (value === null || typeof value !== 'object') return value;
    const obj = value as Record<string, Json>;
    const out: Record<string, Json> = {};
    for (const [field, child] of Object.entries(obj)) out[field] = walk(child, strict || field === 'credits', field);
    const picture = obj.type === 'image' || 'images_data' in obj || key === 'image';
    const original = picture && allowedUrl(obj.url, origins);
    if (!original) return out;
    out.url = arcImageUrl(original, '1280x0');
    const extra = (obj.additional_properties ?? {}) as Record<string, Json>;
    out.additional_properties = { ...extra, arc_original_url: original };
    if (!strict) out.images_data = arcImagesData(original);
    return out;
  };
  return walk(doc, false, '') as T;
}

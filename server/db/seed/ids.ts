import { hashString, mulberry32 } from './prng';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32(value: number, length: number): string {
  let out = '';
  let v = value;
  for (let i = 0; i < length; i++) {
    out = BASE32[v % 32] + out;
    v = Math.floor(v / 32);
  }
  return out;
}

/**
 * A 26-character uppercase base32 id, like Arc's: 4 characters for the site, 6 for the story's
 * position (unique within the site), 16 of deterministic noise.
 */
export function storyId(site: string, index: number): string {
  const noise = mulberry32(hashString(`${site}:${index}`));
  let tail = '';
  for (let i = 0; i < 16; i++) tail += BASE32[Math.floor(noise() * 32)];
  return base32(hashString(site) % 32 ** 4, 4) + base32(index, 6) + tail;
}

/** The pictures a story carries: its promo is the story id, the others `{id}-{n}`. */
export const pictureId = (storyIdValue: string, n: number) => `${storyIdValue}-${n}`;

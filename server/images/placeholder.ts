import { Rng } from '../db/seed/prng';

/** Originals are 16:9 at this size; every served size is cut from it. */
export const ORIGINAL = { width: 1600, height: 900 } as const;

const hsl = (h: number, s: number, l: number, a = 1) =>
  `hsla(${Math.round(((h % 360) + 360) % 360)}, ${s}%, ${l}%, ${a})`;

function gradient(id: string, angle: number, from: string, to: string): string {
  const r = (angle * Math.PI) / 180;
  const [x, y] = [Math.cos(r) / 2, Math.sin(r) / 2];
  return `<linearGradient id="${id}" x1="${0.5 - x}" y1="${0.5 - y}" x2="${0.5 + x}" y2="${0.5 + y}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** A ridge line across the picture: a closed path of smooth curves through random heights. */
function hills(rng: Rng, base: number, amplitude: number, fill: string): string {
  const { width, height } = ORIGINAL;
  const steps = rng.int(3, 6);
  let d = `M0 ${height} L0 ${base}`;
  for (let i = 1; i <= steps; i++) {
    const x = (width * i) / steps;
    const cx = x - width / steps / 2;
    d += ` Q${cx.toFixed(0)} ${(base - amplitude * rng.float()).toFixed(0)} ${x.toFixed(0)} ${(base + amplitude * (rng.float() - 0.5)).toFixed(0)}`;
  }
  return `<path d="${d} L${width} ${height} Z" fill="${fill}"/>`;
}

function landscape(rng: Rng, hue: number): string {
  const sun = `<circle cx="${rng.int(250, 1350)}" cy="${rng.int(150, 380)}" r="${rng.int(70, 150)}" fill="url(#sun)"/>`;
  const layers = [0, 1, 2].map((i) =>
    hills(rng, 430 + i * 150, 160 - i * 30, hsl(hue + 150 + i * 12, 35, 38 - i * 9, 0.92)),
  );
  return sun + layers.join('');
}

function geometric(rng: Rng, hue: number): string {
  return Array.from({ length: rng.int(5, 9) }, () => {
    const color = hsl(hue + rng.pick([0, 30, 180, 210]), rng.int(45, 75), rng.int(45, 80), 0.18 + rng.float() * 0.4);
    if (rng.chance(0.5))
      return `<circle cx="${rng.int(0, 1600)}" cy="${rng.int(0, 900)}" r="${rng.int(60, 380)}" fill="${color}"/>`;
    const [w, h] = [rng.int(120, 700), rng.int(80, 500)];
    return `<rect x="${rng.int(-100, 1400)}" y="${rng.int(-100, 800)}" width="${w}" height="${h}" rx="${rng.int(0, 40)}" fill="${color}" transform="rotate(${rng.int(-35, 35)} 800 450)"/>`;
  }).join('');
}

function waves(rng: Rng, hue: number): string {
  return Array.from({ length: rng.int(4, 7) }, (_, i) => {
    const y = 180 + i * rng.int(90, 130);
    const fill = hsl(hue + 20 * i, rng.int(40, 70), rng.int(35, 75), 0.35);
    return hills(rng, y, rng.int(60, 200), fill);
  }).join('');
}

/** A head-and-shoulders silhouette, centred so square crops of the 16:9 original keep it whole. */
function portrait(rng: Rng, hue: number): string {
  const tone = hsl(hue + 180, 20, rng.int(82, 92), 0.95);
  return `<circle cx="800" cy="360" r="150" fill="${tone}"/><path d="M520 900 Q530 560 800 560 Q1070 560 1080 900 Z" fill="${tone}"/>`;
}

/**
 * The demo picture for an id: a pleasant abstract editorial placeholder (landscape, shapes or
 * waves over a gradient; a silhouette for author photos). The same id always gives the same picture.
 */
export function placeholderSvg(id: string): string {
  const rng = new Rng(`image:${id}`);
  const hue = rng.int(0, 359);
  const angle = rng.int(0, 359);
  const defs =
    gradient(
      'bg',
      angle,
      hsl(hue, rng.int(45, 70), rng.int(55, 72)),
      hsl(hue + rng.int(30, 90), rng.int(45, 70), rng.int(22, 40)),
    ) +
    `<radialGradient id="sun"><stop offset="0" stop-color="${hsl(hue + 40, 90, 88)}"/><stop offset="1" stop-color="${hsl(hue + 40, 90, 70, 0)}"/></radialGradient>`;
  const scene = id.startsWith('author-') ? portrait(rng, hue) : rng.pick([landscape, geometric, waves])(rng, hue);
  const { width, height } = ORIGINAL;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs><rect width="${width}" height="${height}" fill="url(#bg)"/>${scene}</svg>`;
}

// Pictures for the stories, drawn here (no text, nothing downloaded): landscapes for story images and portraits for
// author photos, at every size the resizer serves. main.ts writes them into the build under /fixture-images/;
// fixtures/cards.ts's `placeholderImages` answers /images/{id}/{size}.jpg with one of them.
import sharp from 'sharp';
import { FILL_SIZES, INTRINSIC_SIZES, SQUARE_SIZES } from '../contracts/image-sizes';
import { FIXTURE_SCENES, fixtureImagePath } from '../fixtures/fixture-images';

/** A small deterministic generator: scene n looks the same in every build. */
function random(seed: number): () => number {
  let s = seed * 9301 + 49297;
  return () => {
    s = (s * 9301 + 49297) % 233280;
    return s / 233280;
  };
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h)},${Math.round(s)}%,${Math.round(l)}%)`;

/** Sky, sun and three ridges of hills under haze: reads as a landscape photograph at a glance. */
function landscape(n: number, width: number, height: number): string {
  const r = random(n + 1);
  const hue = r() * 360;
  const ridges = [0.55, 0.7, 0.85].map((base, i) => {
    const points = Array.from({ length: 7 }, (_, k) => {
      const x = (k / 6) * width;
      const y = height * (base - r() * 0.18);
      return `${x.toFixed(0)},${y.toFixed(0)}`;
    });
    const fill = hsl(hue + 120 + i * 12, 30 + i * 10, 42 - i * 11);
    return `<polygon points="0,${height} ${points.join(' ')} ${width},${height}" fill="${fill}"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${hsl(hue, 55, 35)}"/><stop offset="1" stop-color="${hsl(hue + 30, 70, 78)}"/>
</linearGradient><filter id="soft"><feGaussianBlur stdDeviation="${width / 400}"/></filter></defs>
<rect width="100%" height="100%" fill="url(#sky)"/>
<circle cx="${width * (0.2 + r() * 0.6)}" cy="${height * (0.2 + r() * 0.2)}" r="${height * 0.09}" fill="${hsl(hue + 50, 90, 88)}" filter="url(#soft)"/>
<g filter="url(#soft)">${ridges.join('')}</g></svg>`;
}

/** A head and shoulders against a soft backdrop, for author photos. */
function portrait(n: number, size: number): string {
  const r = random(n + 101);
  const hue = r() * 360;
  const skin = hsl(20 + r() * 15, 35 + r() * 20, 35 + r() * 35);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
<defs><radialGradient id="bg"><stop offset="0" stop-color="${hsl(hue, 30, 75)}"/>
<stop offset="1" stop-color="${hsl(hue, 35, 40)}"/></radialGradient></defs>
<rect width="100" height="100" fill="url(#bg)"/>
<ellipse cx="50" cy="105" rx="38" ry="30" fill="${hsl(hue + 180, 25, 25)}"/>
<rect x="43" y="55" width="14" height="22" fill="${skin}"/>
<ellipse cx="50" cy="42" rx="17" ry="21" fill="${skin}"/>
<path d="M32 40 Q34 17 50 18 Q67 17 68 40 Q62 28 50 27 Q38 28 32 40Z" fill="${hsl(25, 30, 12 + r() * 25)}"/></svg>`;
}

/** Every picture, as [path under the build, JPEG bytes]. */
export async function fixtureImages(): Promise<[string, Buffer][]> {
  const jobs: Promise<[string, Buffer]>[] = [];
  const jpeg = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 78 }).toBuffer();
  for (let n = 0; n < FIXTURE_SCENES; n++) {
    for (const size of [...FILL_SIZES, ...INTRINSIC_SIZES]) {
      const width = Number(size.split('x')[0]);
      // Intrinsic renditions keep the original's ratio: a 3:2 camera frame.
      const height = size.endsWith('x0') ? Math.round((width * 2) / 3) : Number(size.split('x')[1]);
      jobs.push(jpeg(landscape(n, width, height)).then((b) => [fixtureImagePath(n, size), b]));
    }
    for (const size of SQUARE_SIZES) {
      jobs.push(jpeg(portrait(n, Number(size.split('x')[0]))).then((b) => [fixtureImagePath(n, size), b]));
    }
  }
  return Promise.all(jobs);
}

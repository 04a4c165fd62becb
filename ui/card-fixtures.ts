// Fixtures for the stories and tests of card blocks (never imported by production code).
import { http, HttpResponse } from 'msw';
import type { Sources } from '../contracts/sources';
import type { StoryDocument } from '../contracts/ans';
import type { CardItem } from './card-item';
import { imagesData } from '../contracts/image-sizes';

const headlines = [
  'El Gobierno presenta la reforma a la salud ante el Congreso',
  'Así avanza la vía al Llano tras el cierre por derrumbes',
  'La inflación en Colombia baja por quinto mes consecutivo',
  'Selección Colombia anuncia convocados para las eliminatorias',
  'Bogotá amplía el pico y placa durante la temporada navideña',
  'Registraduría confirma el calendario de las elecciones regionales',
  'Nuevo hallazgo arqueológico en la Sierra Nevada de Santa Marta',
  'El Banco de la República mantiene estable la tasa de interés',
];

/** A story list item as `content-apir` answers it; `withImage: false` leaves out the promo image. */
export function storyDoc(i: number, { section = 'nacion', withImage = true } = {}): Partial<StoryDocument> {
  const id = `fixture-${i}`;
  return {
    _id: id,
    canonical_url: `/${section}/articulo/nota-${i}/${id}/`,
    headlines: { basic: headlines[i % headlines.length] },
    ...(withImage && {
      promo_items: { basic: { url: `/images/${id}.jpg`, alt_text: `Foto ${i}`, images_data: imagesData(id) } },
    }),
    taxonomy: { primary_section: { _id: `/${section}`, name: 'Nación' }, sections: [{ _id: `/${section}` }] },
  };
}

export function cardItem(i: number): CardItem {
  const id = `fixture-${i}`;
  return {
    url: `/nacion/articulo/nota-${i}/${id}/`,
    headline: headlines[i % headlines.length],
    section: 'Nación',
    image: { url: `/images/${id}.jpg`, alt_text: `Foto ${i}`, images_data: imagesData(id) },
  };
}

export function cardItems(count: number, from = 0): CardItem[] {
  return Array.from({ length: count }, (_, i) => cardItem(from + i));
}

/** A `ctx.sources` with only the list sources a test fakes; calling any other one fails the test. */
export function fakeSources(fakes: Partial<Sources>): Sources {
  return new Proxy(fakes, {
    get(target, name: string) {
      const fake = target[name as keyof Sources];
      if (!fake) throw new Error(`unexpected source ${name}`);
      return fake;
    },
  }) as Sources;
}

/** Stories have no resizer: answer `/images/...` with a grey 16:9 placeholder naming the size. */
export const placeholderImages = http.get('*/images/:id/:size', ({ params }) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="#8a9199"/><text x="80" y="50" font-family="sans-serif" font-size="10" fill="#fff" text-anchor="middle">${String(params.size).replace(/\W/g, '')}</text></svg>`;
  return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
});

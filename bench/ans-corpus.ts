/**
 * Valid ANS 0.10.12 stories made from a number, for the bulk import's benchmark and test: spread over sections,
 * tags, authors and a month of dates, each with a picture and a body of a few paragraphs (about 3 KB of JSON).
 */
const VERSION = '0.10.12';
const SECTIONS = [
  ['/nacion', 'Nación'],
  ['/politica', 'Política'],
  ['/economia', 'Economía'],
  ['/mundo', 'Mundo'],
  ['/deportes', 'Deportes'],
  ['/tecnologia', 'Tecnología'],
] as const;
const TAGS = ['Bogotá', 'Congreso', 'Elecciones', 'Clima', 'Fútbol', 'Inflación', 'Salud', 'Educación'];
const AUTHORS = ['Ana Pérez', 'Luis Gómez', 'María Rodríguez', 'Carlos Díaz', 'Redacción Semana'];
const WORDS =
  'el gobierno anunció una nueva medida para las regiones tras semanas de debate en el congreso nacional'.split(' ');
const DAY = 86_400_000;

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const sentence = (i: number, n: number) =>
  Array.from({ length: n }, (_, k) => WORDS[(i * 7 + k * 3) % WORDS.length]).join(' ');

/** The `i`th story (ids `BULK000001`…), published before `now`. */
export function ansStory(i: number, now = Date.parse('2026-11-28T12:00:00Z')) {
  const id = `BULK${String(i).padStart(6, '0')}`;
  const [sectionId, sectionName] = SECTIONS[i % SECTIONS.length];
  const section = { type: 'section', version: VERSION, _id: sectionId, name: sectionName };
  const headline = `${sentence(i, 8)} ${i}`.replace(/^./, (c) => c.toUpperCase());
  const published = new Date(now - ((i * 7919) % (30 * DAY))).toISOString();
  const author = AUTHORS[i % AUTHORS.length];
  return {
    _id: id,
    type: 'story',
    version: VERSION,
    subtype: 'articulo',
    canonical_url: `${sectionId}/articulo/${slug(headline)}/${id}/`,
    canonical_website: 'semana',
    headlines: { basic: headline },
    subheadlines: { basic: sentence(i + 1, 14) },
    description: { basic: sentence(i + 2, 18) },
    display_date: published,
    publish_date: published,
    last_updated_date: published,
    credits: { by: [{ type: 'author', version: VERSION, _id: slug(author), name: author }] },
    taxonomy: {
      primary_section: section,
      sections: [section],
      tags: [TAGS[i % TAGS.length], TAGS[(i * 3 + 1) % TAGS.length]].map((text) => ({ text, slug: slug(text) })),
    },
    promo_items: {
      basic: {
        type: 'image',
        version: VERSION,
        _id: `${id}P`,
        url: `/images/${id}P/1280x720.jpg`,
        alt_text: headline,
        width: 1600,
        height: 900,
      },
    },
    ...(i % 10 === 0 ? { content_restrictions: { content_code: '3' } } : {}),
    content_elements: Array.from({ length: 6 }, (_, k) => ({
      _id: `${id}T${k}`,
      type: 'text',
      content: `${sentence(i + k, 40)}.`,
    })),
  };
}

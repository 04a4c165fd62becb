// Test fixtures for the author, tag and TV pages (never imported by production code).
import type { StoryDocument } from '../../contracts/ans';
import { imagesData, imageUrl } from '../../contracts/image-sizes';

export const FIXTURE_AUTHOR = {
  id: 'autor-fixture-1',
  slug: 'lucia-fernandez-de-la-pena',
  byline: 'Lucía Fernández de la Peña',
  bio: 'Periodista de medio ambiente. Cubre la Amazonía desde Leticia.',
  imageUrl: imageUrl('author-lucia-fernandez-de-la-pena', '200x200'),
};

export const FIXTURE_TAG = { text: 'Guacamayas del Amazonas', slug: 'guacamayas-del-amazonas' };

const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** Ids in the demo corpus's form (26 base-32 characters), so the image resizer draws their pictures. */
const fixtureId = (prefix: string, i: number) => `${prefix}${B32[Math.floor(i / 32)]}${B32[i % 32]}`.padEnd(26, 'A');

/** `count` stories by the fixture author, carrying the fixture tag, a minute apart (the last is the newest). */
export function authorStories(count: number): StoryDocument[] {
  return Array.from({ length: count }, (_, i) => {
    const id = fixtureId('READERROUTESAUTHOR', i);
    const at = new Date(Date.UTC(2026, 0, 20, 13, i)).toISOString();
    return {
      _id: id,
      type: 'story',
      canonical_url: `/nacion/articulo/guacamayas-${i}/${id}/`,
      canonical_website: 'semana',
      headlines: { basic: `Guacamayas del Amazonas: crónica número ${i}` },
      display_date: at,
      publish_date: at,
      credits: { by: [{ _id: FIXTURE_AUTHOR.slug, name: FIXTURE_AUTHOR.byline, description: FIXTURE_AUTHOR.bio }] },
      promo_items: {
        basic: { url: imageUrl(id, '1280x720'), alt_text: `Guacamaya ${i}`, images_data: imagesData(id) },
      },
      taxonomy: {
        primary_section: { _id: '/nacion', name: 'Nación' },
        sections: [{ _id: '/nacion', name: 'Nación' }],
        tags: [FIXTURE_TAG],
      },
      content_elements: [{ _id: `${id}-1`, type: 'text', content: 'Las guacamayas volvieron al río.' }],
    };
  });
}

/** `count` TV videos filed under `/semana-tv/{section}`. */
export function tvVideos(section: string, count: number, prefix: string): StoryDocument[] {
  return Array.from({ length: count }, (_, i) => {
    const id = fixtureId(prefix, i);
    // Newer than the demo corpus's TV videos, so the fixtures lead their lists.
    const at = new Date(Date.now() - (count - i) * 60_000).toISOString();
    return {
      _id: id,
      type: 'video',
      canonical_url: `/semana-tv/${section}/articulo/video-${i}/${id}/`,
      canonical_website: 'semana',
      headlines: { basic: `Video ${i} de ${section}` },
      display_date: at,
      publish_date: at,
      promo_items: { basic: { url: imageUrl(id, '1280x720'), alt_text: `Video ${i}`, images_data: imagesData(id) } },
      taxonomy: {
        primary_section: { _id: `/semana-tv/${section}`, name: 'Semana TV' },
        sections: [{ _id: `/semana-tv/${section}`, name: 'Semana TV' }],
      },
      content_elements: [],
    };
  });
}

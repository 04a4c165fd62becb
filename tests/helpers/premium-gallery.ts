import type { StoryDocument } from '../../contracts/ans';
import { imagesData, imageUrl } from '../../contracts/image-sizes';

/** The gallery's pictures: caption and subtitle of each. The first is the lead, which a visitor may see. */
export const GALLERY_PICTURES = [
  ['Cóndor sobre el Nevado del Ruiz al amanecer.', 'Serie andina, Caldas'],
  ['Frailejones del páramo de Sumapaz bajo la niebla.', 'Serie andina, Cundinamarca'],
  ['Pescadores del río Magdalena al caer la tarde.', 'Serie ribereña, Bolívar'],
  ['Tejedoras wayuu en la alta Guajira.', 'Serie desértica, La Guajira'],
] as const;

type Pictures = readonly (readonly [caption: string, subtitle: string])[];

/** The same pictures with other texts (none contains one of the originals): for a second gallery. */
export const OTHER_PICTURES: Pictures = GALLERY_PICTURES.map(([caption, subtitle]) => [
  caption.replace(/\.$/, ' (otra toma).'),
  `Otra ${subtitle.toLowerCase()}`,
]);

/** What only an entitled reader may receive: the ids, captions and subtitles of every picture but the lead. */
export function lockedParts(gallery: StoryDocument): string[] {
  return gallery.content_elements.slice(1).flatMap((e) => [e._id ?? '', String(e.caption), String(e.subtitle)]);
}

/**
 * A gallery with content code '3', published now (first in the gallery lists), under `section`. `id` is 26 letters
 * A-Z and 2-7, so the image resizer serves its pictures (`{id}-1` ... `{id}-4`).
 */
export function premiumGallery(id: string, section = '/nacion', pictures: Pictures = GALLERY_PICTURES): StoryDocument {
  const now = new Date().toISOString();
  return {
    _id: id,
    type: 'gallery',
    subtype: 'galeria',
    canonical_url: `${section}/galeria/paisajes-exclusivos/${id}/`,
    canonical_website: 'semana',
    headlines: { basic: 'Paisajes de Colombia solo para suscriptores' },
    subheadlines: { basic: 'Un recorrido fotográfico por el país.' },
    display_date: now,
    publish_date: now,
    last_updated_date: now,
    credits: { by: [{ name: 'Redacción Semana' }] },
    content_restrictions: { content_code: '3' },
    promo_items: {
      basic: { type: 'image', url: imageUrl(id, '1280x720'), alt_text: 'Portada', images_data: imagesData(id) },
    },
    taxonomy: {
      primary_section: { _id: section, name: 'Nación' },
      sections: [
        { _id: section, name: 'Nación' },
        { _id: '/galerias', name: 'Galerías' },
      ],
    },
    content_elements: pictures.map(([caption, subtitle], i) => ({
      _id: `${id}-${i + 1}`,
      type: 'image',
      url: imageUrl(`${id}-${i + 1}`, '1280x720'),
      alt_text: caption.replace(/\.$/, ''),
      caption,
      subtitle,
      width: 1600,
      height: 900,
      credits: { by: [{ name: 'Ana Gómez' }], affiliation: [{ name: 'Semana' }] },
      images_data: imagesData(`${id}-${i + 1}`),
    })),
  };
}

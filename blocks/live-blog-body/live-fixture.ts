import type { StoryDocument } from '../../contracts/ans';
import { articleFixture } from '../article-body/article-fixture';

/**
 * A live blog for stories and tests: published 5 March 2025 at 15:00 in Bogotá, with timed text
 * and header elements in the spellings editors use, one untimed paragraph and one image.
 */
export function liveStoryFixture(overrides: Partial<StoryDocument> = {}): StoryDocument {
  const id = overrides._id ?? 'fixture-en-vivo';
  const base = articleFixture({ _id: id });
  return {
    ...base,
    subtype: 'en-vivo',
    canonical_url: `/nacion/articulo/minuto-a-minuto-debate-en-el-congreso/${id}/`,
    headlines: { basic: 'Minuto a minuto | Debate de la reforma en el Congreso' },
    publish_date: '2025-03-05T15:00:00-05:00',
    display_date: '2025-03-05T15:00:00-05:00',
    last_updated_date: '2025-03-05T16:05:00-05:00',
    taxonomy: {
      ...base.taxonomy,
      sections: [...base.taxonomy.sections, { _id: '/live', name: 'En vivo' }],
    },
    content_elements: [
      { _id: 'l0', type: 'text', content: 'Siga aquí el debate de la reforma en la plenaria del Senado.' },
      { _id: 'l1', type: 'text', content: '4:05 p. m. Se levanta la sesión hasta el martes.' },
      { _id: 'l2', type: 'header', level: 3, content: '<b>2:40 pm</b> - Votación <i>nominal</i> del articulado' },
      { _id: 'l3', type: 'text', content: 'Sin hora: los senadores piden la palabra.' },
      { _id: 'l4', type: 'text', content: '11:05 a.m. Comienza la votación del primer bloque' },
      base.content_elements.find((el) => el.type === 'image') ?? { type: 'divider' },
      { _id: 'l5', type: 'text', content: '10:30 am Inicia la sesión en el Capitolio' },
    ],
    ...overrides,
  };
}

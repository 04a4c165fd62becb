import type { StoryDocument } from '../../contracts/ans';
import { toSlug } from '../../contracts/slug';
import { imagesData } from '../../contracts/image-sizes';

/**
 * One story with every body element the article body renders, for stories, unit and HTTP tests.
 * The demo seed changes shape over time; tests that need a precise story insert this one.
 */
export function articleFixture(overrides: Partial<StoryDocument> = {}): StoryDocument {
  const id = overrides._id ?? 'fixture-articulo-completo';
  return {
    _id: id,
    type: 'story',
    subtype: 'Análisis',
    canonical_url: `/nacion/articulo/asi-cambia-el-transporte-en-bogota/${id}/`,
    canonical_website: 'semana',
    headlines: { basic: 'Así cambia el transporte público en Bogotá con la primera línea del metro' },
    subheadlines: { basic: 'La ciudad se prepara para un cambio que afectará a millones de pasajeros cada día.' },
    description: { basic: 'Qué cambia para los pasajeros con la primera línea del metro de Bogotá.' },
    display_date: '2026-11-20T15:30:00Z',
    publish_date: '2026-11-20T15:30:00Z',
    last_updated_date: '2026-11-20T17:00:00Z',
    credits: { by: [{ name: 'María Jimena Duzán' }, { name: 'Redacción Nación' }] },
    content_restrictions: { content_code: '1' },
    promo_items: {
      basic: {
        type: 'image',
        url: `/images/${id}/1280x720.jpg`,
        alt_text: 'Obras del viaducto del metro sobre la avenida Primero de Mayo',
        caption: 'Obras del viaducto del metro en el sur de Bogotá.',
        credits: { by: [{ name: 'Ana Gómez' }, { name: 'Luis Rojas' }] },
        images_data: imagesData(id),
      },
    },
    taxonomy: {
      primary_section: { _id: '/nacion', name: 'Nación' },
      sections: [{ _id: '/nacion', name: 'Nación' }],
      tags: ['Metro de Bogotá', 'Movilidad', 'TransMilenio', 'Alcaldía de Bogotá', 'Obras públicas', 'Presupuesto'].map(
        (text) => ({ text, slug: toSlug(text) }),
      ),
    },
    content_elements: [
      {
        _id: 'e1',
        type: 'text',
        content:
          'La primera línea del metro entrará en operación en 2028, según la <b>empresa Metro de Bogotá</b>. Más datos en <a href="https://www.metrodebogota.gov.co/">su sitio</a>.',
      },
      { _id: 'e2', type: 'header', level: 2, content: 'Qué cambia para los pasajeros' },
      {
        _id: 'e3',
        type: 'text',
        content: 'Las rutas alimentadoras se reorganizarán alrededor de las <i>16 estaciones</i> del trazado.',
      },
      {
        _id: 'e4',
        type: 'image',
        url: '/images/FIXTUREBODYIMAGEAAAAAAAAAA/1280x720.jpg',
        alt_text: 'Vagón de prueba del metro',
        caption: 'El primer vagón llegó en 2025.',
        credits: { by: [{ name: 'Carlos Díaz' }] },
        images_data: imagesData('FIXTUREBODYIMAGEAAAAAAAAAA'),
      },
      {
        _id: 'e5',
        type: 'quote',
        content_elements: [{ type: 'text', content: 'Es la obra más grande de la historia de la ciudad.' }],
        citation: { type: 'text', content: 'Gerente de la empresa Metro de Bogotá' },
      },
      {
        _id: 'e6',
        type: 'list',
        list_type: 'unordered',
        items: [
          { type: 'text', content: 'Tarifa integrada con TransMilenio' },
          { type: 'text', content: 'Horario de 4:30 a. m. a 11:00 p. m.' },
        ],
      },
      { _id: 'e7', type: 'divider' },
      { _id: 'e8', type: 'header', level: 3, alignment: 'center', content: 'Cifras de la obra' },
      {
        _id: 'e9',
        type: 'table',
        header: [
          { type: 'text', content: 'Dato' },
          { type: 'text', content: 'Valor' },
        ],
        rows: [
          [
            { type: 'text', content: 'Longitud' },
            { type: 'text', content: '23,9 km' },
          ],
          [
            { type: 'text', content: 'Estaciones' },
            { type: 'text', content: '16' },
          ],
        ],
      },
      // A type the site does not know: left out, never a crash.
      { _id: 'e10', type: 'custom_embed', raw_oembed: { html: '<blockquote>desconocido</blockquote>' } },
      { _id: 'e11', type: 'text', content: 'El cronograma se revisará cada trimestre.<script>alert(1)</script>' },
    ],
    ...overrides,
  };
}

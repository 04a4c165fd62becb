import type { AnsElement, StoryDocument } from '../../contracts/ans';
import { imagesData } from '../../contracts/image-sizes';
import { articleFixture } from './article-fixture';

const PHOTO = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const paragraph = (n: number): AnsElement => ({
  _id: `p${n}`,
  type: 'text',
  content: `Párrafo ${n} de la crónica sobre las obras del metro y sus efectos en la movilidad de la ciudad.`,
});

export const TWEET_HTML =
  '<blockquote class="twitter-tweet"><p lang="es" dir="ltr">El metro de Bogotá avanza</p>&mdash; Semana (@RevistaSemana) <a href="https://twitter.com/RevistaSemana/status/1">20 de noviembre de 2026</a></blockquote><script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script>';
export const INSTAGRAM_HTML =
  '<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/C0abc/" data-instgrm-version="14"><a href="https://www.instagram.com/p/C0abc/">Ver esta publicación en Instagram</a></blockquote><script async src="//www.instagram.com/embed.js"></script>';

/**
 * Every body element type of spec 1, 2.4 between eight text paragraphs (so all three
 * ROBAPAGINA slots are placed), plus a type the site does not know.
 */
export function everyElementFixture(overrides: Partial<StoryDocument> = {}): StoryDocument {
  const id = overrides._id ?? 'fixture-todos-los-elementos';
  return articleFixture({
    _id: id,
    canonical_url: `/nacion/articulo/todos-los-elementos/${id}/`,
    content_elements: [
      paragraph(1),
      { _id: 'h', type: 'header', level: 2, content: 'Lo que viene' },
      { _id: 'time', type: 'time', content: '10:30 a.m.', datetime: '2026-11-20T15:30:00Z' },
      paragraph(2),
      {
        _id: 'gallery',
        type: 'gallery',
        headlines: { basic: 'Las obras en imágenes' },
        content_elements: [1, 2, 3].map((n) => ({
          type: 'image',
          url: `/images/${PHOTO}/1280x720.jpg`,
          alt_text: `Obra ${n}`,
          caption: `Tramo ${n} del viaducto.`,
          images_data: imagesData(PHOTO),
        })),
      },
      paragraph(3),
      {
        _id: 'pdf',
        type: 'raw_html',
        content: '<div class="context_pdf"><iframe src="https://cdn.x/doc.pdf"></iframe></div>',
      },
      { _id: 'pdf-empty', type: 'raw_html', content: '<div class="context_pdf"></div>' },
      {
        _id: 'raw-video',
        type: 'raw_html',
        content: '<iframe width="560" src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
      },
      { _id: 'raw', type: 'raw_html', content: '<p class="x">Hola</p><script>alert(1)</script>' },
      paragraph(4),
      { _id: 'tweet', type: 'oembed_response', subtype: 'twitter', raw_oembed: { html: TWEET_HTML } },
      { _id: 'insta', type: 'oembed_response', subtype: 'instagram', raw_oembed: { html: INSTAGRAM_HTML } },
      {
        _id: 'yt',
        type: 'oembed_response',
        subtype: 'youtube',
        raw_oembed: { html: '<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ"></iframe>' },
      },
      {
        _id: 'tiktok',
        type: 'oembed_response',
        subtype: 'tiktok',
        raw_oembed: {
          html: '<blockquote class="tiktok-embed" cite="https://www.tiktok.com/@semana/video/1"><a href="https://www.tiktok.com/@semana">@semana</a></blockquote><script async src="https://www.tiktok.com/embed.js"></script>',
        },
      },
      paragraph(5),
      {
        _id: 'links',
        type: 'link_list',
        title: 'Más sobre el metro',
        items: [
          { type: 'interstitial_link', url: '/nacion/articulo/a/1/', content: 'Así será la primera estación' },
          { type: 'interstitial_link', url: '/nacion/articulo/b/2/', content: 'Las cifras del contrato' },
        ],
      },
      {
        _id: 'lea',
        type: 'interstitial_link',
        url: 'https://www.semana.com/nacion/articulo/metro/3/',
        content: 'El metro, en cinco claves',
        thumbImage: `/images/${PHOTO}/400x225.jpg`,
      },
      { _id: 'lea-js', type: 'interstitial_link', url: 'javascript:alert(1)', content: 'No se muestra' },
      paragraph(6),
      { _id: 'ad', type: 'ad', slot: 'INREAD_1', display: 'desktop', size: 'GP2' },
      { _id: 'video', type: 'video', youtubeId: 'M7lc1UVf-VE', headlines: { basic: 'Recorrido por el viaducto' } },
      { _id: 'most', type: 'most_read' },
      { _id: 'code', type: 'code', content: 'x = 1 < 2' },
      paragraph(7),
      { _id: 'unknown', type: 'poll', question: '¿Usará el metro?' },
      paragraph(8),
    ],
    ...overrides,
  });
}

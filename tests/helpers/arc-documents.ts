import { createHash } from 'node:crypto';

/**
 * ANS 0.10.12 documents as Arc's Content API answers them, written by hand for the fake Arc (tests/helpers/fake-arc.ts):
 * each is valid against the official schema (story.json, gallery.json), with the Arc fields our adapter reads
 * (`websites`, sections with `_website`) and pictures on the fake's own origin (its photo centre).
 */

export const ANS_VERSION = '0.10.12';
/** The Arc website id our `semana` maps to (ARC_WEBSITES=semana:semana-web): another id, so the mapping shows. */
export const ARC_WEBSITE = 'semana-web';

export interface ArcSection {
  type: 'section';
  version: string;
  _id: string;
  _website: string;
  name: string;
  path: string;
}

export const arcSection = (id: string, name: string, website = ARC_WEBSITE): ArcSection => ({
  type: 'section',
  version: ANS_VERSION,
  _id: id,
  _website: website,
  name,
  path: id,
});

export const SECTIONS = {
  nacion: arcSection('/nacion', 'Nación'),
  politica: arcSection('/politica', 'Política'),
  economia: arcSection('/economia', 'Economía'),
  deportes: arcSection('/deportes', 'Deportes'),
} as const;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** An Arc-like id: 26 characters of base32 (as Arc's), the same for the same name. */
export const arcId = (name: string) => {
  const hash = createHash('sha256').update(name).digest();
  return `ARC${Array.from(hash.subarray(0, 23), (b) => BASE32[b % 32]).join('')}`;
};

export interface StoryInput {
  name: string;
  headline: string;
  section: ArcSection;
  /** ISO instant of first publication; also the display date. */
  published: string;
  /** ISO instant of the last change (default: `published`). */
  updated?: string;
  type?: 'story' | 'gallery';
  tags?: string[];
  author?: { id: string; name: string; slug: string };
  /** The fake's origin, for the pictures (its /photo/ route); none: no promo picture. */
  photoOrigin?: string;
  website?: string;
  body?: string;
}

/** A story (or gallery) in its website, as the Content API gives it. */
export function arcStory(input: StoryInput): Record<string, unknown> {
  const website = input.website ?? ARC_WEBSITE;
  const id = arcId(input.name);
  const kind = input.type === 'gallery' ? 'galeria' : 'articulo';
  const url = `${input.section._id}/${kind}/${input.name}/${id}/`;
  const updated = input.updated ?? input.published;
  const photo = (n: number) =>
    input.photoOrigin
      ? {
          type: 'image',
          version: ANS_VERSION,
          _id: `${id}P${n}`,
          url: `${input.photoOrigin}/photo/${id}-${n}.jpg`,
          alt_text: `Foto de ${input.headline}`,
          caption: 'Una foto del centro de fotos',
          width: 1600,
          height: 900,
        }
      : undefined;
  const author = input.author ?? { id: 'maria-arc', name: 'María Arcila', slug: 'maria-arcila' };
  const promo = photo(0);
  return {
    type: input.type ?? 'story',
    version: ANS_VERSION,
    _id: id,
    canonical_website: website,
    canonical_url: url,
    websites: { [website]: { website_url: url, website_section: input.section } },
    headlines: { basic: input.headline },
    description: { basic: `Resumen: ${input.headline}` },
    subheadlines: { basic: `Subtítulo de ${input.headline}` },
    created_date: input.published,
    first_publish_date: input.published,
    publish_date: input.published,
    display_date: input.published,
    last_updated_date: updated,
    credits: {
      by: [
        {
          type: 'author',
          version: ANS_VERSION,
          _id: author.id,
          name: author.name,
          slug: author.slug,
          ...(input.photoOrigin
            ? { image: { type: 'image', version: ANS_VERSION, url: `${input.photoOrigin}/photo/${author.id}.jpg` } }
            : {}),
        },
      ],
    },
    taxonomy: {
      primary_section: input.section,
      sections: [input.section],
      tags: (input.tags ?? []).map((text) => ({ text, slug: text.toLowerCase().replace(/\s+/g, '-') })),
    },
    ...(promo ? { promo_items: { basic: promo } } : {}),
    content_elements:
      input.type === 'gallery'
        ? [photo(1), photo(2)].filter(Boolean)
        : [
            { type: 'text', _id: `${id}T1`, content: input.body ?? `Primer párrafo de «${input.headline}».` },
            { type: 'text', _id: `${id}T2`, content: 'Segundo párrafo, leído de Arc.' },
          ],
  };
}

/** A redirect document: Arc's answer at an old address. */
export const arcRedirect = (from: string, to: string) => ({
  type: 'redirect',
  version: ANS_VERSION,
  _id: arcId(`redirect${from}`),
  canonical_url: from,
  redirect_url: to,
});

/**
 * A document Arc serves that our validation refuses (its dates are not dates): left out of lists and pages, and
 * summarised by `content:sync`.
 */
export function brokenStory(input: StoryInput): Record<string, unknown> {
  return { ...arcStory(input), publish_date: 'ayer', display_date: 'ayer' };
}

/**
 * A small Arc organisation for `semana`: a story per home section and a few more, a gallery, a redirect, a refused
 * document, the home's collections, the sections and a TV navigation, and an author. Pictures on `origin`.
 */
export function semanaOnArc(origin: string) {
  const at = (day: number, hour = 12) =>
    `2026-11-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;
  const story = (name: string, headline: string, section: ArcSection, day: number, extra: Partial<StoryInput> = {}) =>
    arcStory({ name, headline, section, published: at(day), photoOrigin: origin, ...extra });
  const documents = [
    story('reforma-aprobada', 'El Congreso aprueba la reforma del agua', SECTIONS.nacion, 20, { tags: ['Reforma'] }),
    story('alcaldes-reunidos', 'Los alcaldes piden más recursos para el agua', SECTIONS.nacion, 19),
    story('senado-debate', 'El Senado debate el presupuesto de 2027', SECTIONS.politica, 20),
    story('dolar-baja', 'El dólar cierra a la baja por tercera semana', SECTIONS.economia, 20),
    story('final-copa', 'Final de infarto en la Copa Colombia', SECTIONS.deportes, 20),
    story('galeria-paramo', 'Galería: el páramo de Sumapaz en fotos', SECTIONS.nacion, 18, { type: 'gallery' }),
    brokenStory({
      name: 'rota',
      headline: 'Una nota que Arc sirve rota',
      section: SECTIONS.nacion,
      published: at(21),
      photoOrigin: origin,
    }),
    arcRedirect('/nacion/articulo/vieja-direccion/', `/nacion/articulo/reforma-aprobada/${arcId('reforma-aprobada')}/`),
  ];
  return {
    documents,
    collections: {
      portada: [arcId('reforma-aprobada'), arcId('senado-debate'), arcId('dolar-baja')],
      ultimas: [arcId('final-copa'), arcId('alcaldes-reunidos')],
    },
    sections: {
      [ARC_WEBSITE]: Object.fromEntries(
        Object.values(SECTIONS).map((s) => [
          s._id,
          { _id: s._id, _website: ARC_WEBSITE, name: s.name, site: { site_title: `${s.name} en Arc | Semana` } },
        ]),
      ),
    },
    navigation: {
      [ARC_WEBSITE]: {
        navSemanaTv: {
          _id: '/semana-tv/programas',
          name: 'Programas',
          children: [{ _id: '/semana-tv/programas/arc-al-dia', name: 'Arc al día', node_type: 'section' }],
        },
      },
    },
    authors: [{ _id: 'maria-arc', slug: 'maria-arcila', byline: 'María Arcila', bio: 'Periodista de Arc.' }],
  };
}

import type { SiteProps } from '../../../contracts/site-schema';
import type { authors } from '../schema';
import { toSlug } from '../../../contracts/slug';
import { imageUrl } from '../../../contracts/image-sizes';

/** Invented journalists and columnists; any likeness to a real person is a coincidence. */
export interface Person {
  name: string;
  description: string;
  twitter: string;
}

export const JOURNALISTS: readonly Person[] = [
  {
    name: 'María Fernanda Ortega',
    description: 'Periodista de temas judiciales y de orden público.',
    twitter: 'mafeortega',
  },
  { name: 'Andrés Camilo Rueda', description: 'Reportero de política y Congreso.', twitter: 'andresrueda_' },
  {
    name: 'Laura Victoria Peñaloza',
    description: 'Periodista económica; cubre mercados y finanzas públicas.',
    twitter: 'lauvpenaloza',
  },
  {
    name: 'Juan Sebastián Mora',
    description: 'Periodista deportivo, narrador de fútbol y ciclismo.',
    twitter: 'juansemora',
  },
  { name: 'Daniela Quiroga Luna', description: 'Corresponsal en el Caribe colombiano.', twitter: 'daniquirogal' },
  { name: 'Felipe Arciniegas', description: 'Editor de tecnología y ciencia.', twitter: 'farciniegas' },
  { name: 'Carolina Betancur', description: 'Periodista de salud y bienestar.', twitter: 'carobetancur' },
  {
    name: 'Nicolás Guerrero Páez',
    description: 'Reportero de temas internacionales y migración.',
    twitter: 'nicoguerrerop',
  },
  { name: 'Isabel Cristina Duque', description: 'Periodista de cultura y entretenimiento.', twitter: 'isaduquec' },
  { name: 'Tomás Ángel Villegas', description: 'Cronista de regiones y medio ambiente.', twitter: 'tomasangelv' },
  { name: 'Verónica Salcedo', description: 'Periodista de educación y asuntos sociales.', twitter: 'vsalcedo' },
  { name: 'Ramiro Escobar Núñez', description: 'Periodista del sector agropecuario.', twitter: 'ramiroescobarn' },
];

export const COLUMNISTS: readonly Person[] = [
  {
    name: 'Gloria Inés Santamaría',
    description: 'Columnista. Abogada y profesora de derecho constitucional.',
    twitter: 'gsantamaria',
  },
  { name: 'Álvaro Montenegro Ríos', description: 'Columnista. Economista y exviceministro.', twitter: 'amontenegror' },
  { name: 'Beatriz Helena Cuervo', description: 'Columnista. Escritora y gestora cultural.', twitter: 'beatrizcuervo' },
  { name: 'Rodrigo Lizarazo', description: 'Columnista. Analista político.', twitter: 'rlizarazo' },
  {
    name: 'Pilar Ximena Acosta',
    description: 'Columnista. Investigadora en temas de género.',
    twitter: 'pilarxacosta',
  },
  { name: 'Ernesto Calderón Vega', description: 'Columnista. Periodista y escritor.', twitter: 'ecalderonvega' },
];

/**
 * An ANS `credits.by` entry: name, id (the author slug), bio, photo and social link. A type alias,
 * not an interface, so it fits ANS's open (index-signature) author type.
 */
export type Byline = {
  _id: string;
  type: 'author';
  name: string;
  url: string;
  description?: string;
  image?: { url: string };
  /** Spec 1, 3 (S1-134): the author's photo for the byline, a small square rendition. */
  photo?: string;
  social_links?: { site: string; url: string }[];
};

export const authorImageId = (name: string) => `author-${toSlug(name)}`;

export function byline(person: Person): Byline {
  const slug = toSlug(person.name);
  return {
    _id: slug,
    type: 'author',
    name: person.name,
    url: `/autor/${slug}/`,
    description: person.description,
    image: { url: imageUrl(authorImageId(person.name), '200x200') },
    photo: imageUrl(authorImageId(person.name), '96x96'),
    social_links: [{ site: 'twitter', url: `https://x.com/${person.twitter}` }],
  };
}

/** The editorial desk: 'Redacción {brand}' (spec 1, 2.2: its slug carries the brand). */
export function deskByline(site: SiteProps): Byline {
  const name = `Redacción ${site.name}`;
  return { _id: toSlug(name), type: 'author', name, url: `/autor/${toSlug(name)}/` };
}

export function authorRows(sites: readonly SiteProps[]): (typeof authors.$inferInsert)[] {
  const people = [...JOURNALISTS, ...COLUMNISTS].map((p) => ({
    id: toSlug(p.name),
    slug: toSlug(p.name),
    byline: p.name,
    bio: p.description,
    imageUrl: imageUrl(authorImageId(p.name), '200x200'),
  }));
  const desks = sites.map((site) => {
    const desk = deskByline(site);
    return {
      id: desk._id,
      slug: desk._id,
      byline: desk.name,
      bio: `Equipo periodístico de ${site.name}.`,
      imageUrl: imageUrl(authorImageId(desk.name), '200x200'),
    };
  });
  return [...people, ...desks];
}

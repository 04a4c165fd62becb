export interface MenuItem {
  text: string;
  link: string;
  children?: MenuItem[];
}

const sub = (parent: string, slugs: [string, string][]): MenuItem[] =>
  slugs.map(([slug, text]) => ({ text, link: `/seccion/${parent}/${slug}/` }));

/** Spec 3, 2 "Magazine-site menu": its sections, in the spec's order (the spec gives paths; names follow them). */
export const magazineSections: MenuItem[] = [
  { text: 'Mujeres Soho', link: '/seccion/mujeres-soho/' },
  { text: 'Sexo', link: '/seccion/sexo/' },
  { text: 'Deportes', link: '/seccion/deportes/' },
  {
    text: 'Relatos',
    link: '/seccion/relatos/',
    children: sub('relatos', [
      ['historias', 'Historias'],
      ['opinadores', 'Opinadores'],
    ]),
  },
  {
    text: 'Qué pasa',
    link: '/seccion/que-pasa/',
    children: sub('que-pasa', [
      ['estilo-de-vida', 'Estilo de vida'],
      ['noticias', 'Noticias'],
      ['virales', 'Virales'],
      ['peliculas-y-series', 'Películas y series'],
      ['entretenimiento', 'Entretenimiento'],
    ]),
  },
  { text: 'Videos', link: '/videos/' },
  { text: 'Lo más visto', link: '/lo-mas-visto/' },
  { text: 'Inicio', link: '/' },
];

/**
 * Spec 1, 2.2: five named programmes exist. The spec names only 'semana-noticias'; the other four are the news
 * weekly's programme names (the demo corpus files its TV videos under them), editable in the page config.
 */
export const DEFAULT_PROGRAMMES = [
  { slug: 'semana-noticias', title: 'Semana Noticias' },
  { slug: 'vicky-en-semana', title: 'Vicky en Semana' },
  { slug: 'semana-el-debate', title: 'El Debate' },
  { slug: 'mesa-semana', title: 'Mesa Semana' },
  { slug: 'a-fondo', title: 'A Fondo' },
];

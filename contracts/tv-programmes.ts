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

/** A programme of `/{brand-slug}-tv/programas/`. */
export interface TvProgramme {
  slug: string;
  title: string;
}

/**
 * Each brand has its own programmes (site settings' `tvProgrammes`, issue 28: every TV page listed Semana's); the
 * first is its daily news programme (Semana's 'semana-noticias'), which has its own carousel on the TV landing.
 */
export const newsProgramme = (programmes: readonly TvProgramme[]): TvProgramme => programmes[0];

/** The programme `/{brand}-tv/{brand}-el-debate/` shows (spec 1, 2.3: the main bar's «El Debate»). */
export const debateSlug = (brand: string) => `${brand}-el-debate`;

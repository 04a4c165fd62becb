import type { SectionBank } from './types';
import { nacion } from './nacion';
import { politica } from './politica';
import { economia } from './economia';
import { mundo } from './mundo';
import { deportes } from './deportes';
import { tecnologia } from './tecnologia';
import { opinion } from './opinion';
import { cultura } from './cultura';
import { salud } from './salud';
import { educacion } from './educacion';
import { gente } from './gente';
import { finanzas } from './finanzas';
import { vehiculos } from './vehiculos';
import { turismo } from './turismo';
import { sostenible } from './sostenible';
import { confidenciales } from './confidenciales';
import { especiales } from './especiales';
import { recetas } from './recetas';
import { elecciones } from './elecciones';
import { semanarural } from './semanarural';
import { mujeres } from './mujeres';

export type { SectionBank } from './types';
export { semanaplay, caricaturas, marcas } from './extras';
export { foros, forosProximos, forosVideos } from './foros';
export { GALLERY_TOPICS, GALLERY_SUBTITLES, type GalleryTopic } from './galerias';

/** The sections the home page and the section landings list: they get the most stories. */
export const CORE_BANKS: readonly SectionBank[] = [nacion, politica, economia, mundo, deportes, tecnologia];

export const OTHER_BANKS: readonly SectionBank[] = [
  opinion,
  cultura,
  salud,
  educacion,
  gente,
  finanzas,
  vehiculos,
  turismo,
  sostenible,
  confidenciales,
  especiales,
  recetas,
  elecciones,
  semanarural,
  mujeres,
];

export const BANKS_BY_SLUG: ReadonlyMap<string, SectionBank> = new Map(
  [...CORE_BANKS, ...OTHER_BANKS].map((bank) => [bank.slug, bank]),
);

import { hasSection, sectionIds, trimSection as trim } from '../contracts/ans';

/** Spec 1, 2.1: the article template from the content's sections, primary section and path. */
export type TemplateName =
  'gallery' | 'special' | 'live' | 'confidenciales' | 'video' | 'semanaplay' | 'opinion' | 'default';

export interface TemplateInput {
  sections: string[];
  primarySection: string;
  path: string;
  /** The ANS type: a video document (`video`) is shown by the video template wherever it is filed. */
  type?: string;
}

/**
 * Spec 1, 2.1: opinion sections are a variation of the default article (author header, no
 * sidebar). The missing sidebar changes the page's layout, so they get a template of their own.
 */
export const OPINION_SECTIONS = [
  '/opinion',
  '/economia/opinion',
  '/finanzas/opinion',
  '/semanarural/opinion',
  '/mujeres/opinion',
] as const;

export { hasSection, sectionIds };
const has = hasSection;

/**
 * The first matching row of the spec's table wins (Gallery > Special > Live > ... > Default); before them, an ANS video
 * document gets the video template (issue 27: its player and VideoObject live there).
 */
export function chooseTemplate({ sections, primarySection, path, type }: TemplateInput): TemplateName {
  if (type === 'video') return 'video';
  const primary = trim(primarySection);
  // '/galerias' contains '/galeria'; the cartoons path only disables the path rule (S1-013, reading a).
  if (has(sections, '/galerias') || (path.includes('/galeria') && !path.includes('/caricaturas/galeria/')))
    return 'gallery';
  if (
    has(sections, '/especiales') ||
    primary === '/especiales' ||
    primary === '/especiales-editoriales' ||
    path.includes('/especiales-multimedia')
  ) {
    return 'special';
  }
  if (has(sections, '/live')) return 'live';
  if (has(sections, '/confidenciales')) return 'confidenciales';
  if (has(sections, '/videos')) return 'video';
  if (has(sections, '/semanaplay')) return 'semanaplay';
  if (OPINION_SECTIONS.some((s) => has(sections, s))) return 'opinion';
  return 'default';
}

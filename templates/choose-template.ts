/** Spec 1, 2.1: the article template from the content's sections, primary section and path. */
export type TemplateName = 'gallery' | 'special' | 'live' | 'confidenciales' | 'video' | 'semanaplay' | 'default';

export interface TemplateInput {
  sections: string[];
  primarySection: string;
  path: string;
}

const has = (sections: string[], s: string) => sections.some((x) => x.replace(/\/+$/, '') === s);

export function chooseTemplate({ sections, primarySection, path }: TemplateInput): TemplateName {
  const primary = primarySection.replace(/\/+$/, '');
  // '/galerias' contains '/galeria'; the cartoons gallery path is the one exception to the path rule.
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
  return 'default';
}

import type { Config } from './config';

/**
 * Spec 3, 2: the section a section page shows. The page config wins (landings such as /nacion/
 * name their section); otherwise the route gives it: /seccion/{section}/ or
 * /seccion/{subsection}/{section}/.
 */
export function sectionPath(
  config: Pick<Config, 'section' | 'subsection'>,
  params: Record<string, string>,
): string | null {
  const clean = (s: string | undefined) => s?.trim().replace(/^\/+|\/+$/g, '') || undefined;
  const section = clean(config.section);
  if (section) return [clean(config.subsection), section].filter(Boolean).join('/');
  const fromRoute = clean(params.section);
  if (!fromRoute) return null;
  return [clean(params.subsection), fromRoute].filter(Boolean).join('/');
}

/** The canonical address of a section, whatever page shows it. */
export const sectionCanonical = (path: string) => `/seccion/${path}/`;

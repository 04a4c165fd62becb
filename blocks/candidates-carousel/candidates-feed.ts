/**
 * Spec 3, 2 "Candidates" (decision 0032). The title follows the name of the page's section; the feed is the
 * subsection (the section path's first segment), the include value and 'alcaldia', read as the section
 * `/{subsection}/{include}-alcaldia`: on /elecciones/gobernaciones with include 'candidatos', /elecciones/candidatos-alcaldia.
 */

/** Spec 3, 9: the carousel shows 8 candidates. */
export const CANDIDATES_SIZE = 8;

/** Spec 3, 2: 'Gobernaciones' → 'Candidatos Gobernaciones', 'Otras Ciudades' → 'Candidatos Alcaldías', else 'Candidatos'. */
export function candidatesTitle(sectionName: string | undefined): string {
  if (sectionName === 'Gobernaciones') return 'Candidatos Gobernaciones';
  if (sectionName === 'Otras Ciudades') return 'Candidatos Alcaldías';
  return 'Candidatos';
}

/** The section of the page: the configured path, else the address's (/seccion/{subsection}/{section}/ or /seccion/{section}/). */
export function pageSection(configured: string | undefined, params: Record<string, string>): string | null {
  if (configured) return `/${configured.replace(/^\/+|\/+$/g, '')}`;
  if (!params.section) return null;
  return params.subsection ? `/${params.subsection}/${params.section}` : `/${params.section}`;
}

/** The candidates' feed section: `/{subsection}/{include}-alcaldia`. */
export function candidatesFeed(sectionPath: string, include: string): string {
  const [subsection] = sectionPath.split('/').filter(Boolean);
  return `/${subsection}/${include}-alcaldia`;
}

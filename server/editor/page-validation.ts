import type { Db } from '../db/client';
import type { BlockRegistry } from '../../runtime/registry';
import { createPageValidator, type ValidationError } from '../../schema/validate';
import {
  chromeInAreas,
  duplicateRoutes,
  invalidRoute,
  unknownReferences,
  unpublishedBlocks,
} from '../../schema/page-checks';
import { knownContent } from '../pages/known-content';
import { loadSites } from '../sites';
import { sitePages } from './page-rows';
import { es as inSpanish } from '../../editor/messages';
import { canonicalProblem } from '../../contracts/page-meta';
import { groupProblems } from './group-rows';

/** One problem as the editor shows it (docs/editor-api.md): where, what in Spanish, and in which block. */
export interface EditorProblem {
  pointer: string;
  message: string;
  block: string | null;
}

/**
 * The rules of `npm run validate` for one page of a site, as the editor saves it: the schema, a route that is not a
 * pattern, blocks left unpublished, layout chrome in areas, a route another page of the site has, sections and collections the site lacks.
 */
export function pageValidator(db: Db, registry: BlockRegistry) {
  let schema: ReturnType<typeof createPageValidator> | undefined;
  return async (site: string, page: unknown): Promise<EditorProblem[]> => {
    const id = (page as { id?: unknown })?.id;
    const file = `page-configs/${site}/${String(id)}.json`;
    const others = (await sitePages(db, site)).filter((r) => r.id !== id);
    const routes = [
      ...others.map((r) => ({ file: `page-configs/${site}/${r.file.split('/').pop()}`, json: { route: r.route } })),
      { file, json: page },
    ];
    const entry = { file, json: page };
    const sites = [...loadSites().keys()];
    const errors: ValidationError[] = [
      ...(schema ??= createPageValidator(registry))(file, page),
      ...invalidRoute(entry),
      ...duplicateRoutes(routes).filter((e) => e.file === file),
      ...unpublishedBlocks(entry),
      ...chromeInAreas(entry),
      ...unknownReferences(entry, registry, await knownContent(db, sites)),
      ...canonicalOfSite(site, page, file),
    ];
    // Linked groups (issue 26, item 5): each must name a group the page's site may link.
    return [...errors.map(toEditorProblem), ...(await groupProblems(db, site, page))];
  };
}

/** Issue 26, item 6: a canonical address must be the site's own (the schema checks only its shape). */
function canonicalOfSite(site: string, page: unknown, file: string): ValidationError[] {
  const canonical = (page as { meta?: { canonical?: unknown } })?.meta?.canonical;
  const hosts = loadSites().get(site)?.hosts;
  // A shared page is every site's: any site's host will do.
  const allHosts = hosts ?? [...loadSites().values()].flatMap((s) => s.hosts);
  const problem = typeof canonical === 'string' ? canonicalProblem(canonical, allHosts) : undefined;
  return problem ? [{ file, pointer: '/meta/canonical', message: `La dirección canónica ${problem}.` }] : [];
}

/** A validation error as the editor API words it. */
export const toEditorProblem = (e: ValidationError): EditorProblem => ({
  pointer: e.pointer,
  message: inSpanish(e.message),
  block: e.block ?? null,
});

/** Create's check: the new page has only its route to get wrong (id and layout are checked by the body's schema). */
export const routeProblems = (site: string, page: { id: string; route: string }): EditorProblem[] =>
  invalidRoute({ file: `page-configs/${site}/${page.id}.json`, json: page }).map(toEditorProblem);

import { Router } from 'express';
import type { BlockRegistry } from '../../runtime/registry';
import type { PageConfig } from '../../runtime/types';
import { catalogue } from '../../schema/catalogue-manifest';
import { offered } from '../../contracts/palette';
import { loadSites } from '../sites';
import { allowed, editorOf, fail } from './auth';
import { isAdmin, type Grant } from './roles';
import type { EditorProblem } from './page-validation';
import { SHARED } from './page-rows';

const families = new Map<string, string>(catalogue.map((e) => [e.block, e.family]));
/** A block's family in the palette: the catalogue's, `other` for blocks it does not list. */
export const familyOf = (block: string) => families.get(block) ?? 'other';

/** Whether `block` is offered to `grant` on `site` (the shared pseudo-site: the blocks every site offers). */
export function isOffered(site: string, block: string, grant: Grant | undefined): boolean {
  const admin = isAdmin(grant);
  const settings = loadSites().get(site)?.palette;
  if (settings || loadSites().has(site)) return offered(block, familyOf(block), settings, admin);
  return [...loadSites().values()].every((s) => offered(block, familyOf(block), s.palette, admin));
}

/** Every block node of a page with its JSON pointer (containers walked into). */
function blockNodes(page: PageConfig | undefined): { block: string; id?: string; pointer: string }[] {
  const found: { block: string; id?: string; pointer: string }[] = [];
  const walk = (nodes: unknown, at: string) => {
    if (!Array.isArray(nodes)) return;
    nodes.forEach((node: unknown, i) => {
      if (!node || typeof node !== 'object') return;
      const n = node as { block?: unknown; id?: unknown; children?: unknown };
      if (typeof n.block === 'string')
        found.push({ block: n.block, id: typeof n.id === 'string' ? n.id : undefined, pointer: `${at}/${i}` });
      if (n.children && typeof n.children === 'object')
        for (const [slot, kids] of Object.entries(n.children)) walk(kids, `${at}/${i}/children/${slot}`);
    });
  };
  for (const [area, nodes] of Object.entries(page?.areas ?? {})) walk(nodes, `/areas/${area}`);
  return found;
}

/**
 * Issue 26, item 8: the blocks a save adds that the palette does not offer this editor (422). Only additions count:
 * a page an admin gave a `raw-html` stays editable by its site's editors. Added means more of that block than the
 * stored head has; the nodes without an id the head knows are named first.
 */
export function paletteProblems(site: string, before: PageConfig, after: PageConfig, grant: Grant | undefined) {
  const old = blockNodes(before);
  const oldIds = new Set(old.map((n) => n.id));
  const problems: EditorProblem[] = [];
  const now = blockNodes(after);
  for (const block of new Set(now.map((n) => n.block))) {
    if (isOffered(site, block, grant)) continue;
    const nodes = now.filter((n) => n.block === block);
    const extra = nodes.length - old.filter((n) => n.block === block).length;
    const added = [...nodes].sort((a, b) => Number(oldIds.has(a.id)) - Number(oldIds.has(b.id))).slice(0, extra);
    for (const n of added)
      problems.push({ pointer: n.pointer, block, message: `El bloque ${block} no se ofrece a tu cuenta en ${site}.` });
  }
  return problems;
}

/** `GET /api/editor/options/palette?site=x`: the names of the blocks the palette offers this editor on the site. */
export function paletteRoutes(registry: BlockRegistry): Router {
  const router = Router();
  router.get('/options/palette', (req, res) => {
    const site = typeof req.query.site === 'string' ? req.query.site : '';
    if (site !== SHARED && !loadSites().has(site)) return fail(res, 400, 'BAD_SITE', 'Sitio desconocido.');
    if (!allowed(res, site)) return;
    const { grant } = editorOf(res);
    res.json({ blocks: [...registry.keys()].filter((b) => isOffered(site, b, grant)).sort() });
  });
  return router;
}

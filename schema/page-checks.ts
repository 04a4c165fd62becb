import type { BlockRegistry } from '../runtime/registry';
import { referenceOf, type ReferenceKind } from '../runtime/fields';
import type { ValidationError } from './validate';
import { chromeOf } from '../contracts/layout-chrome';
import { routeProblem } from '../contracts/route-pattern';

/** What the content store holds, per site: the names page configs may refer to. */
export type KnownContent = Map<string, Record<ReferenceKind, Set<string>>>;

interface PageFileJson {
  file: string;
  json: unknown;
}

type Visit = (node: Record<string, unknown>, pointer: string) => void;

function walk(json: unknown, visit: Visit): void {
  const areas = (json as { areas?: unknown })?.areas;
  if (!areas || typeof areas !== 'object') return;
  const list = (nodes: unknown, pointer: string) => {
    if (!Array.isArray(nodes)) return;
    nodes.forEach((node, i) => {
      if (!node || typeof node !== 'object') return;
      const p = `${pointer}/${i}`;
      const children = (node as { children?: unknown }).children;
      if (children && typeof children === 'object')
        for (const [slot, kids] of Object.entries(children)) list(kids, `${p}/children/${slot}`);
      else visit(node as Record<string, unknown>, p);
    });
  };
  for (const [area, nodes] of Object.entries(areas)) list(nodes, `/areas/${area}`);
}

/** `page-configs/semana/home.json` → `semana`; `page-configs/shared/…` → `shared`; templates → `templates`. */
export const siteOfFile = (file: string) =>
  file.startsWith('page-configs/') ? file.split('/')[1] : file.split('/')[0];

/** Two files of one site folder with one route: only one of them could ever be served. */
export function duplicateRoutes(files: PageFileJson[]): ValidationError[] {
  const seen = new Map<string, string>();
  const errors: ValidationError[] = [];
  for (const { file, json } of files) {
    const route = (json as { route?: unknown })?.route;
    if (!file.startsWith('page-configs/') || typeof route !== 'string') continue;
    const key = `${siteOfFile(file)} ${route}`;
    const first = seen.get(key);
    if (first) errors.push({ file, pointer: '/route', message: `${route} is already the route of ${first}` });
    else seen.set(key, file);
  }
  return errors;
}

/** A route path-to-regexp cannot compile would match no address, and once stored broke every page of every site. */
export function invalidRoute({ file, json }: PageFileJson): ValidationError[] {
  const problem = routeProblem((json as { route?: unknown })?.route);
  return problem ? [{ file, pointer: '/route', message: `is not a valid route pattern (${problem})` }] : [];
}

/** A block left unpublished renders nothing (spec 3, 1): on a committed page that is a mistake to point out. */
export function unpublishedBlocks({ file, json }: PageFileJson): ValidationError[] {
  const errors: ValidationError[] = [];
  walk(json, (node, pointer) => {
    const config = node.config as { published?: unknown } | undefined;
    if (typeof node.block === 'string' && config?.published !== true)
      errors.push({
        file,
        pointer: `${pointer}/config/published`,
        block: node.block,
        message: 'must be true: an unpublished block renders nothing (publish it or remove it)',
      });
  });
  return errors;
}

/** The layout renders its header and footer itself: a copy in the page's areas would show twice. */
export function chromeInAreas({ file, json }: PageFileJson): ValidationError[] {
  const chrome = Object.entries(chromeOf((json as { layout?: string })?.layout));
  const errors: ValidationError[] = [];
  walk(json, (node, pointer) => {
    const owned = chrome.find(([, c]) => c.block === node.block);
    if (owned)
      errors.push({
        file,
        pointer,
        block: owned[1].block,
        message: `comes from the layout: remove it and set its options in meta.${owned[0]}`,
      });
  });
  return errors;
}

const normalise = (kind: ReferenceKind, value: string) =>
  kind === 'section' ? `/${value.replace(/^\/+|\/+$/g, '')}` : value;

/**
 * Sections and collections a config names must exist in the content of every site that serves the page
 * (its own site, or every site for `shared/` pages and templates).
 */
export function unknownReferences(
  { file, json }: PageFileJson,
  registry: BlockRegistry,
  known: KnownContent,
): ValidationError[] {
  const owner = siteOfFile(file);
  const sites = known.has(owner) ? [owner] : [...known.keys()];
  const errors: ValidationError[] = [];
  walk(json, (node, pointer) => {
    const def = typeof node.block === 'string' ? registry.get(node.block) : undefined;
    const config = node.config as Record<string, unknown> | undefined;
    if (!def || !config) return;
    for (const [field, schema] of Object.entries(def.config.shape)) {
      const kind = referenceOf(schema);
      const value = config[field];
      if (!kind || typeof value !== 'string') continue;
      // A section field may list several, comma-separated, as the list sources read it (toSectionPaths).
      const values = kind === 'section' ? value.split(',').filter((v) => v.trim()) : [value];
      const missing = sites.filter((site) =>
        values.some((v) => !known.get(site)![kind].has(normalise(kind, v.trim()))),
      );
      if (missing.length)
        errors.push({
          file,
          pointer: `${pointer}/config/${field}`,
          block: def.name,
          message: `"${value}" is not a known ${kind} of ${missing.join(', ')}`,
        });
    }
  });
  return errors;
}

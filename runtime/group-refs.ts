import type { PageConfig, PageNode } from './types';

/**
 * A linked block group in a page (issue 26, item 5): `{ id, group: "<site>/<groupId>" }`. Readers get the group's
 * published nodes in its place (expandGroupRefs), so publishing the group changes every page that links it.
 */
export interface GroupRef {
  id?: string;
  group: string;
}

/** `semana/portada-elecciones`, `shared/cierre-especial`: the group's site (or `shared`) and its id. */
export const GROUP_REF = /^([a-z0-9][a-z0-9-]{0,39})\/([a-z0-9][a-z0-9-]{0,79})$/;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const isGroupRef = (node: unknown): node is GroupRef => isRecord(node) && typeof node.group === 'string';

/** The site and id a reference names, or undefined when it is not well formed. */
export function parseGroupRef(ref: string): { site: string; id: string } | undefined {
  const m = GROUP_REF.exec(ref);
  return m ? { site: m[1], id: m[2] } : undefined;
}

/** Every group reference of a page, with the JSON pointer of its node (a group may sit in a container's slot). */
export function groupRefsOf(page: { areas?: unknown }): { ref: string; pointer: string }[] {
  const found: { ref: string; pointer: string }[] = [];
  const list = (nodes: unknown, pointer: string) => {
    if (!Array.isArray(nodes)) return;
    nodes.forEach((n, i) => {
      const at = `${pointer}/${i}`;
      if (isGroupRef(n)) found.push({ ref: n.group, pointer: at });
      else if (isRecord(n) && isRecord(n.children))
        for (const [slot, kids] of Object.entries(n.children)) list(kids, `${at}/children/${slot}`);
    });
  };
  if (isRecord(page.areas)) for (const [area, nodes] of Object.entries(page.areas)) list(nodes, `/areas/${area}`);
  return found;
}

/**
 * The page with each group reference replaced by the nodes `nodesOf` gives for it (none: the reference renders
 * nothing, as an unpublished block does). Returns the same object when the page links no group.
 */
export function expandGroupRefs(page: PageConfig, nodesOf: (ref: string) => PageNode[] | undefined): PageConfig {
  let changed = false;
  const list = (nodes: PageNode[]): PageNode[] =>
    nodes.flatMap((n): PageNode[] => {
      if (isGroupRef(n)) {
        changed = true;
        return nodesOf(n.group) ?? [];
      }
      if ('children' in n && isRecord(n.children))
        return [
          { ...n, children: Object.fromEntries(Object.entries(n.children).map(([slot, kids]) => [slot, list(kids)])) },
        ];
      return [n];
    });
  const areas = Object.fromEntries(Object.entries(page.areas).map(([area, nodes]) => [area, list(nodes)]));
  return changed ? { ...page, areas } : page;
}

import type { Draft } from 'immer';
import { newNodeId, withFreshIds } from '../runtime/node-ids';
import { areasOf } from '../contracts/layout-areas';
import { isContainer, type NodePath, type PageDoc, type PageNode } from './types';

/**
 * Edits of the page tree, written as immer recipes (they change a draft): the history (history.ts) records each as
 * patches, so undo and redo replay exactly what changed. A node is addressed by its path from the page root:
 * `['areas', 'main', 2]`, or inside a container `['areas', 'main', 2, 'children', 'rail', 0]`; a list by the path
 * of the array (`['areas', 'main']`). Paths are worked out from the current page when an edit is made; what
 * outlives an edit (the selection, the history's diff) names a node by its `id` (runtime/node-ids.ts).
 */
type Page = PageDoc | Draft<PageDoc>;

function get(page: Page, path: NodePath): unknown {
  let at: unknown = page;
  for (const key of path) at = at && typeof at === 'object' ? (at as Record<string | number, unknown>)[key] : undefined;
  return at;
}

export const nodeAt = (page: Page, path: NodePath): PageNode | undefined => get(page, path) as PageNode | undefined;

/** The list at `path`, created when it is an area or slot that has no node yet. */
export function listAt(page: Page, path: NodePath): PageNode[] {
  const found = get(page, path);
  if (Array.isArray(found)) return found as PageNode[];
  const parent = get(page, path.slice(0, -1)) as Record<string, unknown> | undefined;
  if (!parent) throw new Error(`no list at ${path.join('/')}`);
  parent[path[path.length - 1]] = [];
  return parent[path[path.length - 1]] as PageNode[];
}

const split = (path: NodePath): [NodePath, number] => [path.slice(0, -1), Number(path[path.length - 1])];

/** Inserts `node` (given an id when it has none). */
export const insertNode = (page: Draft<PageDoc>, list: NodePath, index: number, node: PageNode) =>
  void listAt(page, list).splice(index, 0, (node.id ? node : { id: newNodeId(), ...node }) as Draft<PageNode>);

export function removeNode(page: Draft<PageDoc>, path: NodePath): void {
  const [list, index] = split(path);
  listAt(page, list).splice(index, 1);
}

/** A copy right after the node, with new ids; the copy's path is the node's with the index plus one. */
export function duplicateNode(page: Draft<PageDoc>, path: NodePath): NodePath {
  const [list, index] = split(path);
  const nodes = listAt(page, list);
  nodes.splice(index + 1, 0, withFreshIds(JSON.parse(JSON.stringify(nodes[index])) as PageNode) as Draft<PageNode>);
  return [...list, index + 1];
}

/** Moves the node at `from` to `to` within its list (drag and drop, and the move up / move down keys). */
export function moveNode(page: Draft<PageDoc>, list: NodePath, from: number, to: number): void {
  const nodes = listAt(page, list);
  if (to < 0 || to >= nodes.length || from === to) return;
  const [node] = nodes.splice(from, 1);
  nodes.splice(to, 0, node);
}

const isWithin = (path: NodePath, node: NodePath) =>
  path.length >= node.length && node.every((key, i) => String(key) === String(path[i]));

/**
 * Moves the node at `from` into the list `to` (another area or slot, or its own), at `index` of the list as it is
 * once the node has left (the same sense as arrayMove). A container never goes inside itself. Both lists are taken
 * before the node leaves, so a target list whose path runs through the moved node's old place is still found.
 */
export function moveNodeTo(page: Draft<PageDoc>, from: NodePath, to: NodePath, index: number): void {
  if (isWithin(to, from)) return;
  const [list, at] = split(from);
  const source = listAt(page, list);
  const target = listAt(page, to);
  if (!source[at]) return;
  const [node] = source.splice(at, 1);
  target.splice(Math.max(0, Math.min(index, target.length)), 0, node);
}

/** The page on another layout: the new layout's areas it lacks are added, empty; no area is dropped. */
export function setLayout(page: Draft<PageDoc>, layout: string): void {
  page.layout = layout;
  for (const area of areasOf(layout)) page.areas[area] ??= [];
}

/** Every list of the page a node can go in: the layout's areas, the page's other areas, each container's slots. */
export function listsOf(page: PageDoc): { path: NodePath; area: string; container?: string; slot?: string }[] {
  const out: { path: NodePath; area: string; container?: string; slot?: string }[] = [];
  const walk = (nodes: PageNode[], path: NodePath, area: string) =>
    nodes.forEach((node, i) => {
      if (!isContainer(node)) return;
      for (const [slot, kids] of Object.entries(node.children ?? {})) {
        out.push({ path: [...path, i, 'children', slot], area, container: node.container, slot });
        walk(kids, [...path, i, 'children', slot], area);
      }
    });
  for (const area of new Set([...areasOf(page.layout), ...Object.keys(page.areas ?? {})])) {
    out.push({ path: ['areas', area], area });
    walk(page.areas?.[area] ?? [], ['areas', area], area);
  }
  return out;
}

export function setConfig(page: Draft<PageDoc>, path: NodePath, config: Record<string, unknown>): void {
  const node = nodeAt(page, path);
  if (node) node.config = config;
}

/** A line for each node (depth-first), as the tree shows them: what it is and where. */
export function outline(page: PageDoc): { id?: string; path: NodePath; label: string; depth: number }[] {
  const out: { id?: string; path: NodePath; label: string; depth: number }[] = [];
  const walk = (nodes: PageNode[], path: NodePath, depth: number) =>
    nodes.forEach((node, i) => {
      const here = [...path, i];
      out.push({ id: node.id, path: here, label: isContainer(node) ? node.container : node.block, depth });
      if (isContainer(node))
        for (const [slot, kids] of Object.entries(node.children ?? {}))
          walk(kids, [...here, 'children', slot], depth + 1);
    });
  for (const [area, nodes] of Object.entries(page.areas ?? {})) walk(nodes, ['areas', area], 0);
  return out;
}

/** The whole page replaced (the JSON view), as one change: keys the new page lacks are removed. */
export const replacePage = (next: PageDoc) => (draft: Draft<PageDoc>) => {
  const target = draft as unknown as Record<string, unknown>;
  for (const key of Object.keys(target)) if (!(key in next)) delete target[key];
  Object.assign(target, next);
};

/** Where the node with `id` is now, or undefined when the page has none (removed, or undone). */
export const pathOfId = (page: PageDoc, id: string | undefined): NodePath | undefined =>
  id === undefined ? undefined : outline(page).find((line) => line.id === id)?.path;

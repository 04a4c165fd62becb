import { areasOf } from '../contracts/layout-areas';
import { areaLabel, containerLabel } from './labels';
import { listsOf } from './page-tree';
import { pointerOf, type NodePath, type PageDoc } from './types';

export interface MoveTarget {
  path: NodePath;
  /** Where it is, in Spanish: «Principal», or «Principal › Dos columnas 2 › Columna lateral». */
  label: string;
  /** An area the page's layout does not render: what goes there is not shown to readers. */
  hidden: boolean;
}

/**
 * Every place of the page a node can be moved to, named as the tree names it. Containers of one kind are numbered
 * in page order when there are several, so two «Dos columnas» can be told apart.
 */
export function moveTargets(page: PageDoc): MoveTarget[] {
  const lists = listsOf(page);
  const shown = areasOf(page.layout);
  const owner = (path: NodePath) => pointerOf(path.slice(0, -2));
  // Each kind of container: the pointers of its containers, in page order.
  const kinds = new Map<string, string[]>();
  for (const l of lists)
    if (l.container) kinds.set(l.container, [...new Set([...(kinds.get(l.container) ?? []), owner(l.path)])]);
  return lists.map((l) => {
    const area = areaLabel(l.area);
    const hidden = !(shown as readonly string[]).includes(l.area);
    if (!l.container || !l.slot) return { path: l.path, label: area, hidden };
    const same = kinds.get(l.container) ?? [];
    const number = same.length > 1 ? ` ${same.indexOf(owner(l.path)) + 1}` : '';
    return { path: l.path, label: `${area} › ${containerLabel(l.container)}${number} › ${areaLabel(l.slot)}`, hidden };
  });
}

import type { FieldError } from '../api';
import { areasOf } from '../../contracts/layout-areas';
import { areaNames, layouts } from '../catalogue';
import { areaLabel, fieldLabel, layoutLabel } from '../labels';
import { moveTargets } from '../move-targets';
import { isContainer, pointerOf, type NodePath, type PageDoc, type PageNode } from '../types';
import { TreeDnd } from './TreeDnd';
import { TreeList } from './TreeList';
import type { TreeActions } from './TreeNode';

/** The pointer of the node (block or container) deepest in the page that holds `pointer`. */
export function nodePointerOf(page: PageDoc, pointer: string): string | undefined {
  const keys = pointer.split('/').slice(1);
  let found: string | undefined;
  let at: unknown = page;
  const path: NodePath = [];
  for (const key of keys) {
    at = at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined;
    path.push(key);
    if (at && typeof at === 'object' && ('block' in at || 'container' in at) && /^\d+$/.test(key))
      found = pointerOf(path);
  }
  return found;
}

/** Problems grouped by the node they are in, the field named by its title: `Cantidad de notas: debe ser como máximo 50`. */
export function problemsByNode(page: PageDoc, errors: FieldError[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const e of errors) {
    const node = nodePointerOf(page, e.pointer);
    if (!node) continue;
    const field = e.pointer.slice(node.length).replace(/^\/config/, '');
    const line = field && e.block ? `${fieldLabel(e.block, field)}: ${e.message}` : e.message;
    out.set(node, [...new Set([...(out.get(node) ?? []), line])]);
  }
  return out;
}

/** «1 bloque», «3 bloques»: the blocks of a list at any depth (containers are not counted, their blocks are). */
export function blockCount(nodes: PageNode[]): string {
  const count = (list: PageNode[]): number =>
    list.reduce(
      (n, node) =>
        n + (isContainer(node) ? Object.values(node.children ?? {}).reduce((m, kids) => m + count(kids), 0) : 1),
      0,
    );
  const n = count(nodes);
  return n === 1 ? '1 bloque' : `${n} bloques`;
}

type Props = Omit<TreeActions, 'problems' | 'targets'> & {
  page: PageDoc;
  errors: FieldError[];
  /** The page put on another layout (page-tree.ts setLayout adds its areas). */
  onLayout: (layout: string) => void;
};

/**
 * The page as a tree: its layout, then each area the layout shows (empty ones too, to drop into) and any other the
 * page has, with containers and blocks in the order they render. An area the layout does not show keeps its blocks
 * and says they are not seen.
 */
export function Tree({ page, errors, onLayout, ...actions }: Props) {
  const problems = problemsByNode(page, errors);
  const shown: readonly string[] = areasOf(page.layout);
  const present = Object.keys(page.areas ?? {}).filter((a) => shown.includes(a) || page.areas[a]?.length);
  const areas = [...new Set([...shown, ...areaNames.filter((a) => present.includes(a)), ...present])];
  const targets = moveTargets(page);
  return (
    <nav className="ed-tree" aria-label="Estructura de la página">
      <label className="ed-tree__layout">
        Diseño
        <select value={page.layout} onChange={(e) => onLayout(e.target.value)}>
          {[...new Set([page.layout, ...layouts])].map((l) => (
            <option key={l} value={l}>
              {layoutLabel(l)}
            </option>
          ))}
        </select>
      </label>
      <TreeDnd onMoveTo={actions.onMoveTo}>
        {areas.map((area) => {
          const nodes: PageNode[] = page.areas[area] ?? [];
          return (
            <section key={area} className="ed-tree__area">
              <h3>
                {areaLabel(area)} <small>({blockCount(nodes)})</small>
              </h3>
              {!shown.includes(area) && (
                <p className="ed-tree__hidden-area">
                  El diseño «{layoutLabel(page.layout)}» no muestra esta área: sus bloques no se ven en la página.
                  Muévelos a otra área o vuelve a un diseño que la tenga.
                </p>
              )}
              <TreeList
                nodes={nodes}
                list={['areas', area]}
                depth={0}
                label={areaLabel(area)}
                problems={problems}
                targets={targets}
                route={page.route}
                {...actions}
              />
            </section>
          );
        })}
      </TreeDnd>
    </nav>
  );
}

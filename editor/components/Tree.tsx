import type { FieldError } from '../api';
import { areaNames } from '../catalogue';
import { isContainer, pointerOf, type NodePath, type PageDoc, type PageNode } from '../types';
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

/** Problems grouped by the node they are in, with the field named: `feedSize: debe ser como máximo 50`. */
export function problemsByNode(page: PageDoc, errors: FieldError[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const e of errors) {
    const node = nodePointerOf(page, e.pointer);
    if (!node) continue;
    const field = e.pointer
      .slice(node.length)
      .replace(/^\/config/, '')
      .replace(/^\//, '');
    const line = field ? `${field}: ${e.message}` : e.message;
    out.set(node, [...new Set([...(out.get(node) ?? []), line])]);
  }
  return out;
}

type Props = Omit<TreeActions, 'problems'> & { page: PageDoc; errors: FieldError[] };

/** The page as a tree: areas, then containers and blocks, in the order they render. */
export function Tree({ page, errors, ...actions }: Props) {
  const problems = problemsByNode(page, errors);
  const areas = [...new Set([...areaNames.filter((a) => a in page.areas), ...Object.keys(page.areas)])];
  return (
    <nav className="ed-tree" aria-label="Estructura de la página">
      {areas.map((area) => {
        const nodes: PageNode[] = page.areas[area] ?? [];
        return (
          <section key={area} className="ed-tree__area">
            <h3>
              Área {area} <small>({nodes.filter((n) => !isContainer(n)).length} bloques)</small>
            </h3>
            <TreeList nodes={nodes} list={['areas', area]} depth={0} problems={problems} {...actions} />
          </section>
        );
      })}
    </nav>
  );
}

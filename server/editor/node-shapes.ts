import type { EditorProblem } from './page-validation';

const NOT_A_NODE = 'debe ser un bloque ({ block, config }) o un contenedor ({ container, children })';
const NO_SLOTS = 'deben ser listas de bloques, una por espacio del contenedor';

/**
 * Nodes that are not objects (null, a number) and children that are not lists of nodes: the renderer
 * cannot even walk past them, so the preview refuses them up front with the pointer of each one (issue 24).
 */
export function nodeShapeProblems(areas: Record<string, unknown[]>): EditorProblem[] {
  const problems: EditorProblem[] = [];
  const walk = (nodes: unknown[], at: string) =>
    nodes.forEach((node, i) => {
      const pointer = `${at}/${i}`;
      if (node === null || typeof node !== 'object' || Array.isArray(node))
        return void problems.push({ pointer, message: NOT_A_NODE, block: null });
      const { children } = node as Record<string, unknown>;
      if (children === undefined) return;
      if (!children || typeof children !== 'object' || !Object.values(children).every(Array.isArray))
        return void problems.push({ pointer: `${pointer}/children`, message: NO_SLOTS, block: null });
      for (const [slot, list] of Object.entries(children as Record<string, unknown[]>))
        walk(list, `${pointer}/children/${escape(slot)}`);
    });
  for (const [area, nodes] of Object.entries(areas)) walk(nodes, `/areas/${escape(area)}`);
  return problems;
}

/** A key as a JSON pointer writes it (RFC 6901). */
const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

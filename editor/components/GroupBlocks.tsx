import { blockEntry } from '../catalogue';
import type { FieldError } from '../api';
import { BlockForm } from '../form/BlockForm';
import { isContainer, type PageNode } from '../types';

interface Props {
  nodes: PageNode[];
  /** The server's 422 for the group: pointers from the group's list (`/nodes/0/config/title`). */
  errors: FieldError[];
  onChange: (nodes: PageNode[]) => void;
}

/** The element id of a block's entry in the group, where a click on it in the preview scrolls. */
export const groupNodeAnchor = (nodeId: string) => `ed-group-node-${nodeId}`;

/** A group's blocks, each with the page editor's block form; a container is shown by name (edit it in a page). */
export function GroupBlocks({ nodes, errors, onChange }: Props) {
  const replace = (i: number, node: PageNode) => onChange(nodes.map((n, j) => (j === i ? node : n)));
  return (
    <ol className="ed-group__blocks" aria-label="Bloques del grupo">
      {nodes.map((node, i) => {
        const at = `/nodes/${i}/config`;
        const own = errors
          .filter((e) => e.pointer.startsWith(at))
          .map((e) => ({ ...e, pointer: e.pointer.slice(at.length) }));
        return (
          <li key={node.id ?? i} id={node.id ? groupNodeAnchor(node.id) : undefined} className="ed-panel">
            {isContainer(node) ? (
              <p>
                Contenedor <code>{node.container}</code>
              </p>
            ) : (
              <details open={nodes.length < 4}>
                <summary>
                  {blockEntry(node.block)?.description ?? node.block} <code>{node.block}</code>
                </summary>
                <BlockForm
                  block={node.block}
                  config={node.config ?? {}}
                  serverErrors={own}
                  onChange={(config) => replace(i, { ...node, config })}
                />
              </details>
            )}
            <button
              type="button"
              className="ed-button ed-button--quiet"
              disabled={nodes.length === 1}
              onClick={() => onChange(nodes.filter((_, j) => j !== i))}
            >
              Quitar del grupo
            </button>
          </li>
        );
      })}
    </ol>
  );
}

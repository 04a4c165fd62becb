import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { containerEntries } from '../catalogue';
import { areaLabel } from '../labels';
import { isContainer, pointerOf, type ContainerNode, type NodePath, type PageNode } from '../types';
import { TreeNode, type TreeActions } from './TreeNode';
import '../styles/structure.css';

interface Props extends TreeActions {
  nodes: PageNode[];
  list: NodePath;
  depth: number;
  /** The list's Spanish name (the area or slot), for assistive tech. */
  label: string;
}

/** A container's slots: those its definition declares, then any others the page has, each possibly empty. */
const slotsOf = (node: ContainerNode) => [
  ...new Set([
    ...(containerEntries.find((c) => c.name === node.container)?.slots ?? []),
    ...Object.keys(node.children ?? {}),
  ]),
];

/**
 * One list of the tree (an area, or a container's slot): its rows can be dragged within it or into any other list
 * (TreeDnd holds the one drag and drop), and the list itself takes a drop, empty or not. A real `ul` of `li`s, so
 * assistive tech counts its rows.
 */
export function TreeList({ nodes, list, depth, label, ...actions }: Props) {
  const { setNodeRef, isOver } = useDroppable({ id: `list:${pointerOf(list)}`, data: { list } });
  // The node's own id when it has one: a row keeps its identity (and its drag) when the list changes around it.
  const ids = nodes.map((node, i) => node.id ?? pointerOf([...list, i]));
  return (
    <div ref={setNodeRef} className={`ed-drop${isOver ? ' is-over' : ''}`} data-list={pointerOf(list)}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {nodes.length === 0 ? (
          <p className="ed-drop__empty">Vacía: arrastra aquí un bloque o usa «Mover a…».</p>
        ) : (
          <ul className="ed-tree__list" aria-label={label}>
            {nodes.map((node, i) => (
              <TreeNode
                key={ids[i]}
                id={ids[i]}
                node={node}
                path={[...list, i]}
                count={nodes.length}
                depth={depth}
                {...actions}
              >
                {isContainer(node) &&
                  slotsOf(node).map((slot) => (
                    <li key={slot} className="ed-tree__slot">
                      <span className="ed-tree__slot-name">{areaLabel(slot)}</span>
                      <TreeList
                        nodes={node.children?.[slot] ?? []}
                        list={[...list, i, 'children', slot]}
                        depth={depth + 1}
                        label={areaLabel(slot)}
                        {...actions}
                      />
                    </li>
                  ))}
              </TreeNode>
            ))}
          </ul>
        )}
      </SortableContext>
    </div>
  );
}

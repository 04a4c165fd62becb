import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { isContainer, pointerOf, type NodePath, type PageNode } from '../types';
import { TreeNode, type TreeActions } from './TreeNode';

interface Props extends TreeActions {
  nodes: PageNode[];
  list: NodePath;
  depth: number;
}

/**
 * One list of the tree (an area, or a container's slot), reordered by dragging or, with the keyboard, by picking a
 * row up with Space, moving it with the arrows and dropping it with Space (dnd-kit's keyboard sensor); the rows'
 * Subir and Bajar buttons do the same in one step.
 */
export function TreeList({ nodes, list, depth, ...actions }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = nodes.map((_, i) => pointerOf([...list, i]));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    actions.onMove(list, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable: 'Espacio para tomar el bloque, flechas para moverlo, Espacio para soltarlo.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className="ed-tree__list" role="group">
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
                Object.entries(node.children ?? {}).map(([slot, kids]) => (
                  <li key={slot} className="ed-tree__slot">
                    <span className="ed-tree__slot-name">{slot}</span>
                    <TreeList nodes={kids} list={[...list, i, 'children', slot]} depth={depth + 1} {...actions} />
                  </li>
                ))}
            </TreeNode>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

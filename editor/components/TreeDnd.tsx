import type { ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCorners,
  pointerWithin,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { pointerOf, type NodePath } from '../types';

/** What a row (`path`) or a list (`list`, an area or slot, empty or not) tells dnd-kit about itself. */
export type DropData = { path: NodePath } | { list: NodePath };

interface Props {
  children: ReactNode;
  onMoveTo: (from: NodePath, to: NodePath, index: number) => void;
}

const placeOf = (data: unknown): NodePath | undefined => {
  const d = data as Partial<{ path: NodePath; list: NodePath }> | undefined;
  return d?.path ?? d?.list;
};
const inside = (place: NodePath | undefined, node: NodePath) =>
  place !== undefined && `${pointerOf(place)}/`.startsWith(`${pointerOf(node)}/`);

/**
 * The innermost row or list under the pointer, so a row in a container's slot wins over the container around it;
 * never the dragged node or a place inside it. With the keyboard (no pointer) the nearest by corners.
 */
const innermost: CollisionDetection = (args) => {
  const from = placeOf(args.active.data.current);
  const droppableContainers = args.droppableContainers.filter((c) => !from || !inside(placeOf(c.data.current), from));
  const hits = pointerWithin({ ...args, droppableContainers });
  if (!hits.length) return closestCorners({ ...args, droppableContainers });
  const area = (id: string | number) => {
    const r = args.droppableRects.get(id);
    return r ? r.width * r.height : Infinity;
  };
  return [...hits].sort((a, b) => area(a.id) - area(b.id));
};

/**
 * One drag and drop for the whole tree (dnd-kit's multiple-containers pattern): a row dropped on a row of another
 * list goes before or after it, by which half it was let go over; dropped on a list, at its end; within its own
 * list it takes the place of the row it was let go on.
 */
export function TreeDnd({ children, onMoveTo }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = placeOf(active.data.current);
    if (!from || !over || active.id === over.id) return;
    const data = over.data.current as DropData | undefined;
    if (!data) return;
    if ('list' in data) return onMoveTo(from, data.list, Number.MAX_SAFE_INTEGER);
    const list = data.path.slice(0, -1);
    const index = Number(data.path[data.path.length - 1]);
    if (pointerOf(list) === pointerOf(from.slice(0, -1))) return onMoveTo(from, list, index);
    const dragged = active.rect.current.translated;
    const below = dragged ? dragged.top + dragged.height / 2 > over.rect.top + over.rect.height / 2 : false;
    onMoveTo(from, list, index + (below ? 1 : 0));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={innermost}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'Espacio para tomar el bloque, flechas para moverlo, Espacio para soltarlo. ' +
            'Para llevarlo a otra área o columna, usa «Mover a…».',
        },
        announcements: {
          onDragStart: () => 'Bloque tomado.',
          onDragOver: ({ over }) => (over ? 'Sobre otro lugar de la página.' : 'Fuera de la página.'),
          onDragEnd: ({ over }) => (over ? 'Bloque soltado.' : 'Bloque soltado fuera: no se movió.'),
          onDragCancel: () => 'Movimiento cancelado.',
        },
      }}
    >
      {children}
    </DndContext>
  );
}

import type { ReactNode } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { blockEntry } from '../catalogue';
import { isContainer, pointerOf, type NodePath, type PageNode } from '../types';

export interface TreeActions {
  selected?: string;
  /** Problems by the pointer of the node they are in: the row shows them where they are. */
  problems: Map<string, string[]>;
  onSelect: (path: NodePath) => void;
  onMove: (list: NodePath, from: number, to: number) => void;
  onDuplicate: (path: NodePath) => void;
  onRemove: (path: NodePath) => void;
}

interface Props extends TreeActions {
  id: string;
  node: PageNode;
  path: NodePath;
  count: number;
  depth: number;
  children?: ReactNode;
}

export function TreeNode({ id, node, path, count, children, selected, problems, ...actions }: Props) {
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id });
  const index = Number(path[path.length - 1]);
  const list = path.slice(0, -1);
  const name = isContainer(node) ? node.container : node.block;
  const title = isContainer(node) ? `Contenedor ${name}` : (blockEntry(name)?.description ?? name);
  const own = problems.get(pointerOf(path)) ?? [];
  const style = { transform: CSS.Transform.toString(transform), transition };
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`ed-tree__node${selected === id ? ' is-selected' : ''}${own.length ? ' is-invalid' : ''}`}
      data-pointer={id}
    >
      <div className="ed-tree__row">
        <button
          type="button"
          className="ed-tree__handle"
          aria-label={`Arrastrar ${name}`}
          {...attributes}
          {...listeners}
        >
          ⠿
        </button>
        <button
          type="button"
          className="ed-tree__label"
          aria-pressed={selected === id}
          onClick={() => actions.onSelect(path)}
        >
          {title} <code>{name}</code>
          {!isContainer(node) && node.config?.published === false && <em> (sin publicar)</em>}
        </button>
        <button
          type="button"
          aria-label={`Subir ${name}`}
          disabled={index === 0}
          onClick={() => actions.onMove(list, index, index - 1)}
        >
          ↑
        </button>
        <button
          type="button"
          aria-label={`Bajar ${name}`}
          disabled={index === count - 1}
          onClick={() => actions.onMove(list, index, index + 1)}
        >
          ↓
        </button>
        <button type="button" aria-label={`Duplicar ${name}`} onClick={() => actions.onDuplicate(path)}>
          2×
        </button>
        <button type="button" aria-label={`Quitar ${name}`} onClick={() => actions.onRemove(path)}>
          ✕
        </button>
      </div>
      {own.length > 0 && (
        <ul className="ed-tree__problems" aria-label={`Errores de ${name}`}>
          {own.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {children && <ul className="ed-tree__slots">{children}</ul>}
    </li>
  );
}

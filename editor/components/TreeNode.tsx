import type { ReactNode } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, Copy, GripVertical, Trash2 } from 'lucide-react';
import { blockEntry, containerEntries } from '../catalogue';
import { useNames } from '../form/options';
import { areaLabel } from '../labels';
import type { MoveTarget } from '../move-targets';
import { summarize, type TreeSummary } from '../tree-summary';
import { isContainer, pointerOf, type NodePath, type PageNode } from '../types';
import { FamilyIcon } from './FamilyIcon';
import { isGroupRef } from '../../runtime/group-refs';
import { useGroupName } from '../use-groups';
import { GroupLink } from './GroupLink';
import { MoveMenu } from './MoveMenu';
import '../styles/tree.css';

export interface TreeActions {
  /** The selected node's id. */
  selected?: string;
  /** Problems by the pointer of the node they are in: the row shows them where they are. */
  problems: Map<string, string[]>;
  /** The page's route: a block that takes the page's section shows nothing on a route without one. */
  route?: string;
  onSelect: (path: NodePath) => void;
  onMove: (list: NodePath, from: number, to: number) => void;
  /** To another list (area or slot), or elsewhere in its own: by drag and drop (TreeDnd) or «Mover a…». */
  onMoveTo: (from: NodePath, to: NodePath, index: number) => void;
  /** The page's areas and slots, for «Mover a…». */
  targets: MoveTarget[];
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

function useRow(node: PageNode, route: string | undefined): TreeSummary & { family: string } {
  const names = useNames();
  const group = useGroupName(isGroupRef(node) ? node.group : '');
  // A linked group is one row (issue 26, item 5): its blocks are edited on the group's own screen.
  if (isGroupRef(node)) return { name: `Grupo enlazado: ${group}`, summary: '', family: 'group' };
  if (isContainer(node)) {
    const entry = containerEntries.find((c) => c.name === node.container);
    return {
      name: entry?.title ?? node.container,
      summary: Object.keys(node.children ?? {})
        .map(areaLabel)
        .join(' · '),
      family: 'container',
    };
  }
  const entry = blockEntry(node.block);
  return { ...summarize(entry, node.config ?? {}, names, route), family: entry?.family ?? 'other' };
}

/** An action of the row: an icon whose accessible name is its label (no visible text to disagree with, WCAG 2.5.3). */
function Action({ label, icon, ...rest }: { label: string; icon: ReactNode; disabled?: boolean; onClick: () => void }) {
  return (
    <button type="button" className="ed-tree__action" aria-label={label} title={label} {...rest}>
      {icon}
    </button>
  );
}

/** One compact row: icon, name, what the block shows, its state; then its actions. */
export function TreeNode({ id, node, path, count, children, selected, problems, route, ...actions }: Props) {
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id, data: { path } });
  const index = Number(path[path.length - 1]);
  const list = path.slice(0, -1);
  const name = isGroupRef(node) ? 'grupo' : isContainer(node) ? node.container : node.block;
  const row = useRow(node, route);
  const own = problems.get(pointerOf(path)) ?? [];
  const style = { transform: CSS.Transform.toString(transform), transition };
  const icon = (Icon: typeof ArrowUp) => <Icon size={16} aria-hidden="true" focusable="false" />;
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`ed-tree__node${selected === id ? ' is-selected' : ''}${own.length ? ' is-invalid' : ''}${row.empty ? ' is-empty' : ''}`}
      data-pointer={pointerOf(path)}
      data-node-id={node.id}
    >
      <div className="ed-tree__row">
        <button
          type="button"
          className="ed-tree__handle"
          aria-label={`Arrastrar ${name}`}
          {...attributes}
          {...listeners}
        >
          {icon(GripVertical)}
        </button>
        <button
          type="button"
          className="ed-tree__label"
          aria-pressed={selected === id}
          title={[row.name, row.summary].filter(Boolean).join(' · ')}
          onClick={() => actions.onSelect(path)}
        >
          <FamilyIcon family={row.family} />
          {/* Spaces and the dot are text, so the button's accessible name reads as the line does. */}
          <span className="ed-tree__name">{row.name}</span>{' '}
          {row.summary && <span className="ed-tree__summary">· {row.summary}</span>}{' '}
          <code className="ed-tree__type">{name}</code>{' '}
          {row.empty && <span className="ed-tree__state ed-tree__state--empty">{row.empty}</span>}{' '}
          {row.wins && <span className="ed-tree__state ed-tree__state--note">{row.wins}</span>}{' '}
          {own.length > 0 && <span className="ed-tree__state ed-tree__state--problem">problema</span>}
        </button>
        <span className="ed-tree__actions">
          {isGroupRef(node) && <GroupLink groupRef={node.group} />}
          <Action
            label={`Subir ${name}`}
            icon={icon(ArrowUp)}
            disabled={index === 0}
            onClick={() => actions.onMove(list, index, index - 1)}
          />
          <Action
            label={`Bajar ${name}`}
            icon={icon(ArrowDown)}
            disabled={index === count - 1}
            onClick={() => actions.onMove(list, index, index + 1)}
          />
          <MoveMenu path={path} name={name} targets={actions.targets} onMoveTo={actions.onMoveTo} />
          <Action label={`Duplicar ${name}`} icon={icon(Copy)} onClick={() => actions.onDuplicate(path)} />
          <Action label={`Quitar ${name}`} icon={icon(Trash2)} onClick={() => actions.onRemove(path)} />
        </span>
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

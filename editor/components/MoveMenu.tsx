import type { MoveTarget } from '../move-targets';
import { pointerOf, type NodePath } from '../types';

interface Props {
  /** The node's path, and its name as the row's other buttons say it. */
  path: NodePath;
  name: string;
  targets: MoveTarget[];
  onMoveTo: (from: NodePath, to: NodePath, index: number) => void;
}

/**
 * The keyboard's way to move a node to another area or slot (dragging does it with the pointer): a list of the
 * page's places, the node's own list and the slots inside it left out; the node goes to the end of the one chosen.
 */
export function MoveMenu({ path, name, targets, onMoveTo }: Props) {
  const own = pointerOf(path);
  const list = pointerOf(path.slice(0, -1));
  const offered = targets.filter((t) => {
    const at = pointerOf(t.path);
    return at !== list && !at.startsWith(`${own}/`);
  });
  if (!offered.length) return null;
  return (
    <select
      className="ed-move"
      aria-label={`Mover ${name} a…`}
      value=""
      onChange={(e) => {
        const target = offered[Number(e.target.value)];
        if (target) onMoveTo(path, target.path, Number.MAX_SAFE_INTEGER);
      }}
    >
      <option value="" disabled>
        Mover a…
      </option>
      {offered.map((t, i) => (
        <option key={pointerOf(t.path)} value={i}>
          {t.label}
          {t.hidden ? ' (no se muestra)' : ''}
        </option>
      ))}
    </select>
  );
}

import { isGroupRef } from '../../runtime/group-refs';
import { useGroupName } from '../use-groups';
import type { NodePath, PageDoc, PageNode } from '../types';
import { GroupLink } from './GroupLink';
import { SaveGroupForm } from './SaveGroupForm';

interface Props {
  site: string;
  page: PageDoc;
  node: PageNode;
  path: NodePath;
  onGroupSaved: () => void;
}

/** Under the selected node's form: a linked group says where it is edited; other nodes can become a group. */
export function NodeReuse({ site, page, node, path, onGroupSaved }: Props) {
  const name = useGroupName(isGroupRef(node) ? node.group : '');
  if (isGroupRef(node))
    return (
      <div className="ed-panel">
        <h2>Grupo enlazado: {name}</h2>
        <p>Sus bloques se editan en el grupo; al publicarlo cambian todas las páginas que lo enlazan.</p>
        <GroupLink groupRef={node.group} />
      </div>
    );
  return (
    <details className="ed-reuse">
      <summary>Guardar como grupo</summary>
      <SaveGroupForm key={node.id} site={site} page={page} selected={path} onSaved={onGroupSaved} />
    </details>
  );
}

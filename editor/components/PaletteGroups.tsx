import { useState } from 'react';
import { withFreshIds } from '../../runtime/node-ids';
import type { GroupRef } from '../../runtime/group-refs';
import { reuseApi, type GroupSummary } from '../api-reuse';
import type { PageNode } from '../types';

interface Props {
  groups: GroupSummary[];
  /** Puts the nodes after the selected one (or at the end of the main area), in order, as one change. */
  onInsert: (nodes: PageNode[]) => void;
}

/**
 * A linked group is no block nor container: the editor's PageNode leaves it out, so every place that opens a node's
 * form asks `isGroupRef` first (decision 0087). This is the one place one is made.
 */
function linked(group: GroupSummary): PageNode {
  const ref: GroupRef = { group: `${group.site}/${group.id}` };
  return ref as unknown as PageNode;
}

/**
 * The palette's «Grupos» (issue 26, item 5): a saved group inserted as a copy (its blocks, new ids, edited in the
 * page from then on) or linked (one reference: the group's published blocks, and its later publishes, reach readers).
 */
export function PaletteGroups({ groups, onInsert }: Props) {
  const [problem, setProblem] = useState('');
  const copy = (g: GroupSummary) =>
    reuseApi.group(g.site, g.id).then(
      ({ group }) => onInsert((group.publishedNodes ?? group.nodes).map(withFreshIds)),
      (e: unknown) => setProblem(e instanceof Error ? e.message : String(e)),
    );
  return (
    <details className="ed-palette ed-palette--groups" open={groups.length > 0}>
      <summary>
        Grupos <small>({groups.length})</small>
      </summary>
      {problem && <p role="alert">{problem}</p>}
      {groups.length === 0 && <p>Aún no hay grupos: selecciona bloques y usa «Guardar como grupo».</p>}
      <ul>
        {groups.map((g) => (
          <li key={`${g.site}/${g.id}`} className="ed-palette__block">
            <strong>{g.name}</strong> {g.site === 'shared' && <small>(todos los sitios)</small>}
            {!g.published && <small> · sin publicar</small>}
            <div>
              <button type="button" aria-label={`Insertar copia de ${g.name}`} onClick={() => void copy(g)}>
                Insertar copia
              </button>
              <button type="button" aria-label={`Insertar enlazado ${g.name}`} onClick={() => onInsert([linked(g)])}>
                Insertar enlazado
              </button>
            </div>
          </li>
        ))}
      </ul>
    </details>
  );
}

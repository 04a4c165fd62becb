import { useState, type FormEvent } from 'react';
import { ApiError } from '../api';
import { reuseApi } from '../api-reuse';
import { blockEntry } from '../catalogue';
import { isGroupRef } from '../../runtime/group-refs';
import { listAt } from '../page-tree';
import { isContainer, type NodePath, type PageDoc, type PageNode } from '../types';

interface Props {
  site: string;
  page: PageDoc;
  /** The selected node: the group is made of it and the siblings ticked beside it. */
  selected: NodePath;
  onSaved: () => void;
}

const label = (n: PageNode) =>
  isGroupRef(n) ? 'Grupo enlazado' : isContainer(n) ? n.container : (blockEntry(n.block)?.description ?? n.block);

/**
 * «Guardar como grupo» (issue 26, item 5): the selected block and any of its siblings, in page order, saved under a
 * name for this site or for every site. A linked group cannot go into a group, so it is not offered.
 */
export function SaveGroupForm({ site, page, selected, onSaved }: Props) {
  const list = selected.slice(0, -1);
  const siblings = listAt(page, list);
  const [ticked, setTicked] = useState(() => new Set([Number(selected[selected.length - 1])]));
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [status, setStatus] = useState('');
  const toggle = (i: number) => setTicked((t) => new Set(t.has(i) ? [...t].filter((x) => x !== i) : [...t, i]));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setStatus('Escribe un nombre para el grupo.');
    const nodes = siblings.filter((n, i) => ticked.has(i) && !isGroupRef(n));
    if (!nodes.length) return setStatus('Marca al menos un bloque.');
    reuseApi.createGroup(shared ? 'shared' : site, name.trim(), nodes).then(
      ({ group }) => (setStatus(`Grupo «${group.name}» guardado. Publícalo para usarlo enlazado.`), onSaved()),
      (err: unknown) =>
        setStatus(
          err instanceof ApiError && err.status === 422
            ? `El grupo tiene errores: ${err.errors.map((x) => `${x.pointer} ${x.message}`).join('; ')}`
            : err instanceof Error
              ? err.message
              : String(err),
        ),
    );
  };
  return (
    // Named by the summary that opens it (NodeReuse): a heading would say the same twice.
    <form className="ed-panel ed-save-group" onSubmit={submit} aria-label="Guardar como grupo">
      <fieldset>
        <legend>Bloques del grupo</legend>
        {siblings.map((n, i) =>
          isGroupRef(n) ? null : (
            <label key={n.id ?? i} className="ed-inline">
              <input type="checkbox" checked={ticked.has(i)} onChange={() => toggle(i)} /> {label(n)}
            </label>
          ),
        )}
      </fieldset>
      <label htmlFor="ed-group-new-name">Nombre del grupo</label>
      <input id="ed-group-new-name" value={name} onChange={(e) => setName(e.target.value)} />
      <label className="ed-inline">
        <input type="checkbox" checked={shared} onChange={(e) => setShared(e.target.checked)} /> Para todos los sitios
      </label>
      <button type="submit" className="ed-button">
        Guardar grupo
      </button>
      <p role="status">{status}</p>
    </form>
  );
}

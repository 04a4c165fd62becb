import { diffPages, shown, type FieldChange, type NodeChange } from '../diff';
import type { PageDoc } from '../types';

const KIND: Record<NodeChange['kind'], string> = {
  added: 'Añadido',
  removed: 'Quitado',
  moved: 'Movido',
  changed: 'Cambiado',
};

function Fields({ fields }: { fields: FieldChange[] }) {
  if (!fields.length) return null;
  return (
    <ul className="ed-changes__fields">
      {fields.map((f) => (
        <li key={f.field}>
          <strong>{f.label}</strong>: <span className="ed-changes__before">{shown(f.before)}</span> →{' '}
          <span className="ed-changes__after">{shown(f.after)}</span>
        </li>
      ))}
    </ul>
  );
}

/** What differs between two versions of a page, node by node id: added, removed, moved, and changed fields. */
export function Changes({ before, after, label }: { before: PageDoc; after: PageDoc; label: string }) {
  const { page, nodes } = diffPages(before, after);
  if (!page.length && !nodes.length) return <p>Sin diferencias.</p>;
  return (
    <table className="ed-changes" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Qué</th>
          <th scope="col">Bloque</th>
          <th scope="col">Dónde</th>
          <th scope="col">Detalle</th>
        </tr>
      </thead>
      <tbody>
        {page.length > 0 && (
          <tr data-kind="page">
            <td>Cambiado</td>
            <td>La página</td>
            <td>—</td>
            <td>
              <Fields fields={page} />
            </td>
          </tr>
        )}
        {nodes.map((n) => (
          <tr key={`${n.kind}-${n.id}`} data-kind={n.kind}>
            <td>{KIND[n.kind]}</td>
            <td>
              {n.title} <code>{n.name}</code>
            </td>
            <td>{n.from && n.from !== n.where ? `${n.from} → ${n.where}` : n.where}</td>
            <td>
              {n.kind === 'moved' && n.from === n.where && <p>Cambió de posición.</p>}
              <Fields fields={n.fields} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

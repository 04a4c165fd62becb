import { useState, type FormEvent } from 'react';
import type { PageSummary } from '../api';
import { layouts } from '../catalogue';

interface Props {
  pages: PageSummary[];
  onOpen: (id: string) => void;
  onCreate: (page: { id: string; route: string; layout: string }) => void;
}

/** The pages of the chosen site, and a form to create one. */
export function PagesList({ pages, onOpen, onCreate }: Props) {
  const [draft, setDraft] = useState({ id: '', route: '/', layout: layouts[0] });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onCreate(draft);
  };
  return (
    <section className="ed-pages">
      <table>
        <caption>Páginas del sitio</caption>
        <thead>
          <tr>
            <th scope="col">Página</th>
            <th scope="col">Ruta</th>
            <th scope="col">Última edición</th>
            <th scope="col">Estado</th>
          </tr>
        </thead>
        <tbody>
          {pages.map((p) => (
            <tr key={p.id}>
              <td>
                <button type="button" onClick={() => onOpen(p.id)}>
                  {p.title || p.id}
                </button>
              </td>
              <td>
                <code>{p.route}</code>
              </td>
              <td>
                {p.updatedAt ? new Date(p.updatedAt).toLocaleString('es-CO', { timeZone: 'America/Bogota' }) : '—'}
                {p.updatedBy ? ` · ${p.updatedBy}` : ''}
              </td>
              <td>{p.published ? 'Publicada' : 'Borrador'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <form onSubmit={submit} className="ed-create" aria-label="Nueva página">
        <h2>Nueva página</h2>
        <label>
          Id <input required value={draft.id} onChange={(e) => setDraft({ ...draft, id: e.target.value })} />
        </label>
        <label>
          Ruta{' '}
          <input
            required
            pattern="/.*"
            value={draft.route}
            onChange={(e) => setDraft({ ...draft, route: e.target.value })}
          />
        </label>
        <label>
          Diseño{' '}
          <select value={draft.layout} onChange={(e) => setDraft({ ...draft, layout: e.target.value })}>
            {layouts.map((l) => (
              <option key={l}>{l}</option>
            ))}
          </select>
        </label>
        <button type="submit">Crear</button>
      </form>
    </section>
  );
}

import { useEffect, useState } from 'react';
import { X } from 'lucide-react';
import { api, type Option } from '../api';
import type { FieldProps } from './fields';

const DEBOUNCE_MS = 250;

/** Authors whose byline matches what is typed (authors-api ids, shown by name). */
function AuthorSearch({ id, onPick, label }: { id: string; onPick: (o: Option) => void; label: string }) {
  const [q, setQ] = useState('');
  const [found, setFound] = useState<Option[]>([]);
  useEffect(() => {
    if (!q.trim()) return;
    let live = true;
    const timer = setTimeout(
      () =>
        api.authors(q.trim()).then(
          (list) => live && setFound(list),
          () => live && setFound([]),
        ),
      DEBOUNCE_MS,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q]);
  return (
    <>
      <input
        id={id}
        type="search"
        placeholder={label}
        aria-label={label}
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      <ul className="ed-picker__found">
        {(q.trim() ? found : []).map((o) => (
          <li key={o.value}>
            <button type="button" onClick={() => (onPick(o), setQ(''))}>
              {o.label}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Names seen in this form, so a picked author shows by name (the page JSON keeps only the id). */
function useAuthorNames() {
  const [names, setNames] = useState<Record<string, string>>({});
  return {
    nameOf: (id: string) => names[id] ?? id,
    learn: (o: Option) => setNames((n) => ({ ...n, [o.value]: o.label })),
  };
}

/** `authorId`: one author, by name. */
export function AuthorPicker({ id, value, onChange }: FieldProps) {
  const { nameOf, learn } = useAuthorNames();
  const current = typeof value === 'string' ? value : undefined;
  return (
    <div className="ed-picker">
      {current && <p className="ed-help">Autor: {nameOf(current)}</p>}
      <AuthorSearch id={id} label="Buscar autor por nombre" onPick={(o) => (learn(o), onChange(o.value))} />
    </div>
  );
}

/** `autorIds`: several authors by name, in the order they are added; the keys written by hand are kept (spec 3, 3). */
export function AuthorsPicker({ id, value, onChange }: FieldProps) {
  const { nameOf, learn } = useAuthorNames();
  const entries = Object.entries((value ?? {}) as Record<string, string>);
  const set = (next: [string, string][]) => onChange(next.length ? Object.fromEntries(next) : undefined);
  const freeKey = () => String(Math.max(0, ...entries.map(([k]) => Number(k) || 0)) + 1);
  return (
    <div className="ed-picker">
      {entries.length > 0 && (
        <ul className="ed-chips" aria-label="Autores elegidos">
          {entries.map(([key, a]) => (
            <li key={key} className="ed-chip">
              <span>{nameOf(a)}</span>
              <button
                type="button"
                className="ed-chip__remove"
                aria-label={`Quitar a ${nameOf(a)}`}
                onClick={() => set(entries.filter(([other]) => other !== key))}
              >
                <X size={14} aria-hidden="true" focusable="false" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <AuthorSearch
        id={id}
        label="Añadir autor por nombre"
        onPick={(o) => {
          learn(o);
          if (!entries.some(([, a]) => a === o.value)) set([...entries, [freeKey(), o.value]]);
        }}
      />
    </div>
  );
}

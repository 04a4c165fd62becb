import { useEffect, useState } from 'react';
import { api, type StoryItem } from '../api';

const DEBOUNCE_MS = 250;

/** Finds the site's stories by words of their headline (newest first) to add one to the collection. */
export function StorySearch({ site, taken, onAdd }: { site: string; taken: string[]; onAdd: (s: StoryItem) => void }) {
  const [q, setQ] = useState('');
  const [found, setFound] = useState<StoryItem[]>([]);
  const [problem, setProblem] = useState('');
  useEffect(() => {
    const abort = new AbortController();
    const timer = setTimeout(() => {
      api.stories(site, q.trim(), abort.signal).then(
        (list) => {
          setFound(list);
          setProblem('');
        },
        (e: Error) => abort.signal.aborted || setProblem(`La búsqueda falló: ${e.message}`),
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [site, q]);
  const offered = found.filter((s) => !taken.includes(s.id));
  return (
    <section className="ed-story-search" aria-label="Buscar notas para añadir">
      <h2>Añadir notas</h2>
      <input
        type="search"
        aria-label="Buscar notas"
        placeholder="Buscar notas"
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      {problem && <p className="ed-error">{problem}</p>}
      <ul>
        {offered.map((s) => (
          <li key={s.id}>
            {s.headline}{' '}
            <button type="button" aria-label={`Añadir «${s.headline}»`} onClick={() => onAdd(s)}>
              Añadir
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

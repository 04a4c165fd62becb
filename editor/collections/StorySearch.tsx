import { useEffect, useState } from 'react';
import { api, type StoryItem } from '../api';

const DEBOUNCE_MS = 250;

interface Props {
  site: string;
  taken: string[];
  onAdd: (s: StoryItem) => void;
  /** The heading and the button's word: a collection adds stories, a block's story field picks one. */
  title?: string;
  action?: string;
}

/** Finds the site's stories by words of their headline (newest first) to add one to the collection. */
export function StorySearch({ site, taken, onAdd, title = 'Añadir notas', action = 'Añadir' }: Props) {
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
    <section className="ed-story-search" aria-label={title}>
      <h2>{title}</h2>
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
            <button type="button" aria-label={`${action} «${s.headline}»`} onClick={() => onAdd(s)}>
              {action}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

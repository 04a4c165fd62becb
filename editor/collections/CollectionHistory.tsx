import { useEffect, useState } from 'react';
import { api, type CollectionVersion } from '../api';
import { authorLabel } from '../labels';

const when = (iso: string) => new Date(iso).toLocaleString('es-CO', { timeZone: 'America/Bogota' });

interface Props {
  site: string;
  id: string;
  /** The version the editor has (re)loaded: the list is asked again after every publish. */
  version: string;
  current: string[];
  onRestore: (storyIds: string[]) => void;
}

/** The collection's published orders, newest first: who, when, and a way back to one (published at once). */
export function CollectionHistory({ site, id, version, current, onRestore }: Props) {
  const [versions, setVersions] = useState<CollectionVersion[]>([]);
  const [problem, setProblem] = useState('');
  useEffect(() => {
    api.collectionVersions(site, id).then(setVersions, (e: Error) => setProblem(e.message));
  }, [site, id, version]);
  if (!versions.length && !problem) return null;
  return (
    <section className="ed-history" aria-label="Historial de la colección">
      <h2>Historial</h2>
      {problem && <p className="ed-error">{problem}</p>}
      <ol>
        {versions.map((v) => (
          <li key={v.version}>
            Versión {v.version} · {when(v.savedAt)} · {authorLabel(v.savedBy)} · {v.storyIds.length} notas{' '}
            <button type="button" disabled={v.storyIds.join() === current.join()} onClick={() => onRestore(v.storyIds)}>
              Publicar este orden
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

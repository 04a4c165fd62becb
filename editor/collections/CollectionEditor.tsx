import { useCallback, useEffect, useState } from 'react';
import { api, ApiError, type LoadedCollection, type StoryItem } from '../api';
import { StorySearch } from './StorySearch';
import { CollectionHistory } from './CollectionHistory';
import { useUnsavedGuard } from '../leave-guard';

const day = (iso: string) => new Date(iso).toLocaleDateString('es-CO', { timeZone: 'America/Bogota' });
const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
};

/**
 * One collection (issue 16, 5): its stories in the order readers get them, reordered, removed and added from a
 * search. Saving is publishing (the API keeps no draft of a collection), so the button says so.
 */
export function CollectionEditor({ site, id, onClose }: { site: string; id: string; onClose: () => void }) {
  const [loaded, setLoaded] = useState<LoadedCollection | null>(null);
  const [stories, setStories] = useState<StoryItem[]>([]);
  const [status, setStatus] = useState('');
  const [stale, setStale] = useState(false);
  const take = useCallback((l: LoadedCollection) => {
    setLoaded(l);
    setStories(l.collection.stories);
    setStale(false);
  }, []);
  const reload = useCallback(
    () => api.getCollection(site, id).then(take, (e: Error) => setStatus(`Error: ${e.message}`)),
    [site, id, take],
  );
  useEffect(() => void reload(), [reload]);

  const ids = stories.map((s) => s.id);
  const dirty = loaded !== null && ids.join() !== loaded.collection.storyIds.join();
  // Saving an order publishes it, so leaving asks, and offers no save of its own.
  useUnsavedGuard(dirty);
  const publish = async (order = ids) => {
    if (!loaded) return;
    try {
      take(await api.saveCollection(site, id, order, loaded.etag));
      setStatus('Orden publicado: los lectores lo ven ahora.');
    } catch (e) {
      if (e instanceof ApiError && e.status === 412) {
        setStale(true);
        return setStatus('Otra persona cambió esta colección mientras la editabas.');
      }
      const detail = e instanceof ApiError && e.errors.length ? e.errors.map((x) => x.message).join('; ') : '';
      setStatus(`Error: ${(e as Error).message}${detail ? ` (${detail})` : ''}`);
    }
  };

  return (
    <main className="ed-collection">
      <header className="ed-topbar">
        <button type="button" className="ed-button ed-button--quiet" onClick={onClose}>
          ← Páginas
        </button>
        <h1 className="ed-topbar__title">Colección {loaded?.collection.name ?? id}</h1>
        <div className="ed-toolbar" role="toolbar" aria-label="Acciones de la colección">
          <span role="status" className="ed-status">
            {dirty ? 'Cambios sin publicar. ' : ''}
            {status}
          </span>
          {stale && (
            <button type="button" className="ed-button" onClick={() => void reload()}>
              Recargar la colección (descarta tus cambios)
            </button>
          )}
          <button
            type="button"
            className="ed-button ed-button--primary"
            onClick={() => void publish()}
            disabled={!dirty}
          >
            Publicar orden
          </button>
        </div>
      </header>
      <div className="ed-collection__columns">
        <ol className="ed-collection__stories" aria-label="Notas de la colección">
          {stories.map((s, i) => (
            <li key={s.id}>
              <span>
                <strong>{s.headline}</strong> <small>{day(s.publishDate)}</small>
              </span>
              <button
                type="button"
                aria-label={`Subir «${s.headline}»`}
                disabled={i === 0}
                onClick={() => setStories(move(stories, i, i - 1))}
              >
                ↑
              </button>
              <button
                type="button"
                aria-label={`Bajar «${s.headline}»`}
                disabled={i === stories.length - 1}
                onClick={() => setStories(move(stories, i, i + 1))}
              >
                ↓
              </button>
              <button
                type="button"
                aria-label={`Quitar «${s.headline}»`}
                onClick={() => setStories(stories.filter((x) => x.id !== s.id))}
              >
                ✕
              </button>
            </li>
          ))}
        </ol>
        <div>
          <StorySearch site={site} taken={ids} onAdd={(s) => setStories([...stories, s])} />
          {loaded && (
            <CollectionHistory
              site={site}
              id={id}
              version={loaded.etag}
              current={loaded.collection.storyIds}
              onRestore={(order) => void publish(order)}
            />
          )}
        </div>
      </div>
    </main>
  );
}

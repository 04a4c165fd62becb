import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { Draft } from 'immer';
import { api, ApiError, type FieldError, type SaveKind } from './api';
import { historyReducer, startHistory } from './history';
import { es } from './messages';
import { sameContent } from './same-content';
import type { PageDoc } from './types';
import { checkPage } from './validate';
import { withNodeIds } from '../runtime/node-ids';

/** Someone saved since the editor loaded: their page and its ETag, to reload or to overwrite deliberately. */
export interface Conflict {
  theirs: PageDoc;
  etag: string;
}

const clock = (at: Date) =>
  at.toLocaleTimeString('es-CO', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'America/Bogota' });

/**
 * The state of one page being edited: its history (undo/redo), the ETag it was loaded or saved with, the last
 * saved page (to tell unsaved changes), the server's 422 problems and a stale save's conflict.
 */
export function usePageEditor(site: string, loaded: { page: PageDoc; etag: string }) {
  // Every node with its id from the start (the server gives them; a page from elsewhere may not).
  const [initial] = useState(() => withNodeIds(loaded.page));
  const [history, dispatch] = useReducer(historyReducer, initial, startHistory);
  // A ref, not state: an autosave and a save the editor asks for run one after the other, each with the latest.
  const etag = useRef(loaded.etag);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [saved, setSaved] = useState(initial);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [status, setStatus] = useState('');
  const page = history.page;
  const localErrors = useMemo(() => checkPage(page), [page]);
  const errors = useMemo(() => [...localErrors, ...serverErrors], [localErrors, serverErrors]);

  const latest = useRef(page);
  useEffect(() => {
    latest.current = page;
  }, [page]);

  /** One edit; `field` names the field typed into, so its keystrokes are one undo step (editor/history.ts). */
  const change = useCallback((recipe: (draft: Draft<PageDoc>) => void, field?: string) => {
    dispatch({ type: 'change', recipe, field, at: Date.now() });
    setServerErrors([]);
  }, []);

  const fail = async (e: unknown) => {
    if (!(e instanceof ApiError)) return setStatus(`Error: ${(e as Error).message}`);
    if (e.status === 412) {
      const current = await api.getPage(site, page.id);
      setConflict({ theirs: current.page, etag: current.etag });
      return setStatus('Otra persona guardó esta página mientras la editabas.');
    }
    if (e.status === 422) {
      setServerErrors(e.errors.map((x) => ({ ...x, message: es(x.message) })));
      return setStatus(`El servidor rechazó la página: ${e.errors.length} error(es) marcados.`);
    }
    setStatus(`Error ${e.status}: ${e.message}`);
  };

  /**
   * Saves the draft (never publishes). An autosave keeps quiet about problems the page already shows and says when
   * it saved; the page saved is the one sent, so an edit made while it travels stays unsaved.
   */
  /** Writes run one at a time, each with the ETag the one before it answered. */
  const enqueue = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.current.then(run);
    queue.current = next.catch(() => undefined);
    return next;
  };

  const save = (kind: SaveKind = 'save', withEtag?: string): Promise<boolean> => {
    const run = async () => {
      const sent = latest.current;
      if (localErrors.length) {
        if (kind === 'save') setStatus(`Corrige los ${localErrors.length} error(es) marcados antes de guardar.`);
        return false;
      }
      try {
        etag.current = await api.savePage(site, sent, withEtag ?? etag.current, { kind });
        setSaved(sent);
        setConflict(null);
        setServerErrors([]);
        setStatus(kind === 'autosave' ? `Guardado automáticamente ${clock(new Date())}` : 'Borrador guardado.');
        return true;
      } catch (e) {
        await fail(e);
        return false;
      }
    };
    return enqueue(run);
  };

  const publish = () =>
    enqueue(async () => {
      try {
        etag.current = await api.publish(site, page.id, etag.current);
        setStatus('Publicada: los lectores la ven ahora.');
      } catch (e) {
        await fail(e);
      }
    });

  /** Another write to the page (unpublish), queued with the saves: its answer's ETag is the next save's If-Match. */
  const writeAlso = (run: () => Promise<string>, done: string) =>
    enqueue(async () => {
      try {
        etag.current = await run();
        setStatus(done);
      } catch (e) {
        await fail(e);
      }
    });

  /** Replaces the page with one from the server (a reload after a conflict, a rollback): a fresh history. */
  const replace = (given: PageDoc, nextEtag: string) => {
    const next = withNodeIds(given);
    dispatch({ type: 'reset', page: next });
    setSaved(next);
    etag.current = nextEtag;
    setConflict(null);
    setServerErrors([]);
  };

  const rollback = async (version: number) => {
    try {
      await api.rollback(site, page.id, version);
      const current = await api.getPage(site, page.id);
      replace(current.page, current.etag);
      setStatus(`Versión ${version} restaurada como borrador: publícala para que la vean los lectores.`);
    } catch (e) {
      await fail(e);
    }
  };

  return {
    page,
    errors,
    status,
    conflict,
    dirty: !sameContent(page, saved),
    /** Whether the page can be saved as it is (nothing marked locally): autosave waits until then. */
    valid: localErrors.length === 0,
    /** The ETag of the last save, for a save on leaving (`pagehide`) that cannot wait for React. */
    etag: () => etag.current,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    change,
    undo: () => dispatch({ type: 'undo' }),
    redo: () => dispatch({ type: 'redo' }),
    save,
    publish,
    writeAlso,
    rollback,
    reload: () => conflict && (replace(conflict.theirs, conflict.etag), setStatus('Recargada la versión guardada.')),
    overwrite: () => conflict && save('save', conflict.etag),
  };
}

export type PageEditorState = ReturnType<typeof usePageEditor>;

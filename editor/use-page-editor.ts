import { useCallback, useMemo, useReducer, useState } from 'react';
import type { Draft } from 'immer';
import { api, ApiError, type FieldError } from './api';
import { historyReducer, startHistory } from './history';
import { es } from './messages';
import type { PageDoc } from './types';
import { checkPage } from './validate';

/** Someone saved since the editor loaded: their page and its ETag, to reload or to overwrite deliberately. */
export interface Conflict {
  theirs: PageDoc;
  etag: string;
}

/**
 * The state of one page being edited: its history (undo/redo), the ETag it was loaded or saved with, the last
 * saved page (to tell unsaved changes), the server's 422 problems and a stale save's conflict.
 */
export function usePageEditor(site: string, loaded: { page: PageDoc; etag: string }) {
  const [history, dispatch] = useReducer(historyReducer, loaded.page, startHistory);
  const [etag, setEtag] = useState(loaded.etag);
  const [saved, setSaved] = useState(loaded.page);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [status, setStatus] = useState('');
  const page = history.page;
  const localErrors = useMemo(() => checkPage(page), [page]);
  const errors = useMemo(() => [...localErrors, ...serverErrors], [localErrors, serverErrors]);

  const change = useCallback((recipe: (draft: Draft<PageDoc>) => void) => {
    dispatch({ type: 'change', recipe });
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

  const save = async (withEtag = etag) => {
    if (localErrors.length) return setStatus(`Corrige los ${localErrors.length} error(es) marcados antes de guardar.`);
    try {
      setEtag(await api.savePage(site, page, withEtag));
      setSaved(page);
      setConflict(null);
      setServerErrors([]);
      setStatus('Borrador guardado.');
    } catch (e) {
      await fail(e);
    }
  };

  const publish = async () => {
    try {
      setEtag(await api.publish(site, page.id, etag));
      setStatus('Publicada: los lectores la ven ahora.');
    } catch (e) {
      await fail(e);
    }
  };

  /** Replaces the page with one from the server (a reload after a conflict, a rollback): a fresh history. */
  const replace = (next: PageDoc, nextEtag: string) => {
    dispatch({ type: 'reset', page: next });
    setSaved(next);
    setEtag(nextEtag);
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
    dirty: page !== saved,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    change,
    undo: () => dispatch({ type: 'undo' }),
    redo: () => dispatch({ type: 'redo' }),
    save: () => save(),
    publish,
    rollback,
    reload: () => conflict && (replace(conflict.theirs, conflict.etag), setStatus('Recargada la versión guardada.')),
    overwrite: () => conflict && save(conflict.etag),
  };
}

export type PageEditorState = ReturnType<typeof usePageEditor>;

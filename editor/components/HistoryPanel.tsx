import { useCallback, useEffect, useState } from 'react';
import { api, type VersionSummary } from '../api';
import { authorLabel } from '../labels';
import type { PageDoc } from '../types';
import type { PageEditorState } from '../use-page-editor';
import { Changes } from './Changes';
import { Modal } from './Modal';
import { PendingSchedules } from './PendingSchedules';
import { installFrame } from '../preview-frame';

const when = (iso: string) => new Date(iso).toLocaleString('es-CO', { timeZone: 'America/Bogota' });

const KIND: Record<NonNullable<VersionSummary['kind']>, string> = {
  save: 'Guardado',
  publish: 'Publicado',
  rollback: 'Restaurado',
  autosave: 'Autoguardado',
  unpublish: 'Despublicada',
};

type Open = { version: number; page: PageDoc; show: 'changes' | 'preview' };

/** The page's saved versions: what each was, who and when, the live one, its changes or preview, and rollback. */
export function HistoryPanel({ site, editor }: { site: string; editor: PageEditorState }) {
  const [versions, setVersions] = useState<VersionSummary[] | null>(null);
  const [open, setOpen] = useState<Open | null>(null);
  const [problem, setProblem] = useState('');
  const id = editor.page.id;
  const { status } = editor;
  useEffect(() => {
    api
      .versions(site, id)
      .then(setVersions)
      .catch((e: Error) => setProblem(e.message));
  }, [site, id, status]);
  const show = (version: number, what: Open['show']) =>
    api
      .version(site, id, version)
      .then((page) => setOpen({ version, page, show: what }))
      .catch((e: Error) => setProblem(e.message));
  const close = useCallback(() => setOpen(null), []);
  return (
    <section className="ed-history" aria-label="Historial">
      <h2>Historial</h2>
      <PendingSchedules site={site} id={id} />
      {problem && <p className="ed-error">{problem}</p>}
      {!versions && !problem && <p>Cargando…</p>}
      <ol>
        {versions?.map((v) => (
          <li key={v.version} className={v.live ? 'is-live' : undefined}>
            Versión {v.version} ·{' '}
            {v.kind === 'unpublish'
              ? `Despublicada por ${authorLabel(v.savedBy)} · ${when(v.savedAt)}`
              : `${v.kind ? KIND[v.kind] : v.published ? 'Publicado' : 'Guardado'} · ${when(v.savedAt)} · ${authorLabel(v.savedBy)}`}
            {v.live && <strong className="ed-badge ed-badge--live"> En línea</strong>}{' '}
            <span className="ed-history__actions">
              <button type="button" onClick={() => void show(v.version, 'changes')}>
                Ver cambios
              </button>
              <button type="button" onClick={() => void show(v.version, 'preview')}>
                Vista previa
              </button>
              <button type="button" onClick={() => void editor.rollback(v.version)}>
                Restaurar
              </button>
            </span>
          </li>
        ))}
      </ol>
      {open?.show === 'changes' && (
        <Modal title={`Cambios de la versión ${open.version} (antes) a la página actual (después)`} onClose={close}>
          <Changes before={open.page} after={editor.page} label={`Cambios desde la versión ${open.version}`} />
        </Modal>
      )}
      {open?.show === 'preview' && (
        <Modal title={`Vista previa de la versión ${open.version}`} onClose={close}>
          <VersionPreview site={site} page={open.page} version={open.version} />
        </Modal>
      )}
    </section>
  );
}

/** An old version rendered as readers would get it (POST /api/editor/preview with that version's JSON). */
function VersionPreview({ site, page, version }: { site: string; page: PageDoc; version: number }) {
  const [html, setHtml] = useState<string | null>(null);
  const [problem, setProblem] = useState('');
  useEffect(() => {
    const abort = new AbortController();
    api
      .preview(site, page, undefined, abort.signal)
      .then(setHtml)
      .catch((e: Error) => abort.signal.aborted || setProblem(`La vista previa falló: ${e.message}`));
    return () => abort.abort();
  }, [site, page]);
  if (problem) return <p className="ed-error">{problem}</p>;
  if (html === null) return <p>Cargando…</p>;
  return (
    <iframe
      className="ed-modal__frame"
      title={`Vista previa de la versión ${version}`}
      srcDoc={html}
      // Its links stay put too: the frame shows the version, never the live site.
      onLoad={(e) => e.currentTarget.contentDocument && installFrame(e.currentTarget.contentDocument)}
    />
  );
}

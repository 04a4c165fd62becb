import { useEffect, useState } from 'react';
import { api, type VersionSummary } from '../api';
import type { PageDoc } from '../types';
import type { PageEditorState } from '../use-page-editor';
import { Changes } from './Changes';

const when = (iso: string) => new Date(iso).toLocaleString('es-CO', { timeZone: 'America/Bogota' });

/** The page's saved versions: who and when, the diff of one against the page being edited, and rollback. */
export function HistoryPanel({ site, editor }: { site: string; editor: PageEditorState }) {
  const [versions, setVersions] = useState<VersionSummary[] | null>(null);
  const [open, setOpen] = useState<{ version: number; page: PageDoc } | null>(null);
  const [problem, setProblem] = useState('');
  const id = editor.page.id;
  const { status } = editor;
  useEffect(() => {
    api
      .versions(site, id)
      .then(setVersions)
      .catch((e: Error) => setProblem(e.message));
  }, [site, id, status]);
  const show = (version: number) =>
    api
      .version(site, id, version)
      .then((page) => setOpen({ version, page }))
      .catch((e: Error) => setProblem(e.message));
  return (
    <section className="ed-history" aria-label="Historial">
      <h2>Historial</h2>
      {problem && <p className="ed-error">{problem}</p>}
      {!versions && !problem && <p>Cargando…</p>}
      <ol>
        {versions?.map((v) => (
          <li key={v.version}>
            Versión {v.version} · {when(v.savedAt)} · {v.savedBy ?? '—'}
            {v.published && <strong> · publicada</strong>}{' '}
            <button type="button" onClick={() => void show(v.version)}>
              Ver cambios
            </button>{' '}
            <button type="button" onClick={() => void editor.rollback(v.version)}>
              Restaurar
            </button>
          </li>
        ))}
      </ol>
      {open && (
        <>
          <h3>Versión {open.version} (antes) frente a la página actual (después)</h3>
          <Changes before={open.page} after={editor.page} label={`Cambios desde la versión ${open.version}`} />
        </>
      )}
    </section>
  );
}

import { useEffect, type ReactNode } from 'react';
import type { PageEditorState } from '../use-page-editor';
import { ScheduleButton } from './ScheduleButton';

export type Panel = 'form' | 'history' | 'json' | 'settings' | 'share';

const PANELS = { history: 'Historial', json: 'JSON', settings: 'Ajustes', share: 'Compartir vista previa' } as const;

interface Props {
  site: string;
  editor: PageEditorState;
  panel: Panel;
  onPanel: (panel: Panel) => void;
  onClose: () => void;
  /** In place of «Publicar» (for an editor who may not publish: «Pedir publicación»). */
  publishButton?: ReactNode;
  /** After save and publish: «Más acciones». */
  actions?: ReactNode;
  /** More actions of the page (issue 26: «Guardar como plantilla»), after the panels. */
  extra?: ReactNode;
}

/**
 * The page's title and its actions grouped by what they do (issue 25, item 10): undo and redo, the side panels, then
 * the status and save and publish at the end, where the eye ends. Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y) undo and redo.
 */
export function Toolbar({ site, editor, panel, onPanel, onClose, publishButton, actions, extra }: Props) {
  const { undo, redo } = editor;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // Inside a field (or the JSON view's CodeMirror), Ctrl+Z is the field's own undo.
      const inField =
        e.target instanceof Element && e.target.closest('input, textarea, select, [contenteditable="true"]');
      if (!(e.ctrlKey || e.metaKey) || inField) return;
      const key = e.key.toLowerCase();
      if (key === 'z' && !e.shiftKey) undo();
      else if (key === 'y' || (key === 'z' && e.shiftKey)) redo();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);
  return (
    <header className="ed-topbar">
      <button type="button" className="ed-button ed-button--quiet" onClick={onClose}>
        ← Páginas
      </button>
      <h1 className="ed-topbar__title">
        {editor.page.id} <code>{editor.page.route}</code>
      </h1>
      <div className="ed-toolbar" role="toolbar" aria-label="Acciones de la página">
        <div className="ed-toolbar__group" role="group" aria-label="Deshacer y rehacer">
          <button type="button" className="ed-button" onClick={editor.undo} disabled={!editor.canUndo}>
            Deshacer
          </button>
          <button type="button" className="ed-button" onClick={editor.redo} disabled={!editor.canRedo}>
            Rehacer
          </button>
        </div>
        <div className="ed-toolbar__group" role="group" aria-label="Paneles">
          {(Object.keys(PANELS) as (keyof typeof PANELS)[]).map((p) => (
            <button
              key={p}
              type="button"
              className="ed-button"
              aria-pressed={panel === p}
              onClick={() => onPanel(panel === p ? 'form' : p)}
            >
              {PANELS[p]}
            </button>
          ))}
        </div>
        {extra && (
          <div className="ed-toolbar__group" role="group" aria-label="Reutilizar">
            {extra}
          </div>
        )}
        <span role="status" className="ed-status">
          {editor.dirty ? 'Cambios sin guardar. ' : ''}
          {editor.status}
        </span>
        <div className="ed-toolbar__group" role="group" aria-label="Guardar y publicar">
          <button type="button" className="ed-button" onClick={() => void editor.save()} disabled={!editor.dirty}>
            Guardar borrador
          </button>
          {publishButton ?? (
            <button
              type="button"
              className="ed-button ed-button--primary"
              onClick={() => void editor.publish()}
              disabled={editor.dirty}
              title={editor.dirty ? 'Guarda antes de publicar' : undefined}
            >
              Publicar
            </button>
          )}
          <ScheduleButton site={site} editor={editor} />
        </div>
        {actions}
      </div>
    </header>
  );
}

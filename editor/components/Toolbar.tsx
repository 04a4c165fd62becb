import { useEffect, type ReactNode } from 'react';
import type { PageEditorState } from '../use-page-editor';

export type Panel = 'form' | 'history' | 'json';

interface Props {
  editor: PageEditorState;
  panel: Panel;
  onPanel: (panel: Panel) => void;
  onClose: () => void;
  /** More actions of the page (issue 26: «Guardar como plantilla»), after the panels. */
  extra?: ReactNode;
}

/**
 * The page's title and its actions grouped by what they do (issue 25, item 10): undo and redo, the side panels, then
 * the status and save and publish at the end, where the eye ends. Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y) undo and redo.
 */
export function Toolbar({ editor, panel, onPanel, onClose, extra }: Props) {
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
          {(['history', 'json'] as const).map((p) => (
            <button
              key={p}
              type="button"
              className="ed-button"
              aria-pressed={panel === p}
              onClick={() => onPanel(panel === p ? 'form' : p)}
            >
              {p === 'history' ? 'Historial' : 'JSON'}
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
          <button
            type="button"
            className="ed-button ed-button--primary"
            onClick={() => void editor.publish()}
            disabled={editor.dirty}
            title={editor.dirty ? 'Guarda antes de publicar' : undefined}
          >
            Publicar
          </button>
        </div>
      </div>
    </header>
  );
}

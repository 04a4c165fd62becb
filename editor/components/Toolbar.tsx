import { useEffect } from 'react';
import type { PageEditorState } from '../use-page-editor';

export type Panel = 'form' | 'history' | 'json';

interface Props {
  editor: PageEditorState;
  panel: Panel;
  onPanel: (panel: Panel) => void;
  onClose: () => void;
}

/** Undo, redo, save, publish and the side panels; Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y) undo and redo. */
export function Toolbar({ editor, panel, onPanel, onClose }: Props) {
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
    <div className="ed-toolbar" role="toolbar" aria-label="Acciones de la página">
      <button type="button" onClick={onClose}>
        ← Páginas
      </button>
      <strong>
        {editor.page.id} <code>{editor.page.route}</code>
      </strong>
      <button type="button" onClick={editor.undo} disabled={!editor.canUndo}>
        Deshacer
      </button>
      <button type="button" onClick={editor.redo} disabled={!editor.canRedo}>
        Rehacer
      </button>
      <button type="button" onClick={() => void editor.save()} disabled={!editor.dirty}>
        Guardar borrador
      </button>
      <button
        type="button"
        onClick={() => void editor.publish()}
        disabled={editor.dirty}
        title={editor.dirty ? 'Guarda antes de publicar' : undefined}
      >
        Publicar
      </button>
      {(['history', 'json'] as const).map((p) => (
        <button key={p} type="button" aria-pressed={panel === p} onClick={() => onPanel(panel === p ? 'form' : p)}>
          {p === 'history' ? 'Historial' : 'JSON'}
        </button>
      ))}
      <span role="status" className="ed-status">
        {editor.dirty ? 'Cambios sin guardar. ' : ''}
        {editor.status}
      </span>
    </div>
  );
}

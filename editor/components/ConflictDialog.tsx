import type { PageEditorState } from '../use-page-editor';
import { Changes } from './Changes';

/**
 * A stale save (412): someone saved the page since it was loaded. Shows what is different between their saved
 * page and the editor's, and makes the choice explicit: take theirs (losing these edits) or save over theirs.
 */
export function ConflictDialog({ editor }: { editor: PageEditorState }) {
  if (!editor.conflict) return null;
  return (
    <div className="ed-dialog" role="alertdialog" aria-modal="true" aria-labelledby="ed-conflict-title">
      <h2 id="ed-conflict-title">Otra persona guardó esta página</h2>
      <p>Diferencias entre la versión guardada (antes) y la tuya (después):</p>
      <Changes before={editor.conflict.theirs} after={editor.page} label="Diferencias con la versión guardada" />
      <div className="ed-dialog__actions">
        <button type="button" onClick={editor.reload}>
          Recargar la versión guardada (descarta tus cambios)
        </button>
        <button type="button" className="ed-button--danger" onClick={() => void editor.overwrite()}>
          Sobrescribir con mi versión
        </button>
      </div>
    </div>
  );
}

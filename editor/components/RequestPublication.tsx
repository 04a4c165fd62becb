import { useCallback, useId, useState } from 'react';
import { reviewsApi, versionOfEtag } from '../api-reviews';
import type { PageEditorState } from '../use-page-editor';
import { Modal } from './Modal';

interface Props {
  site: string;
  editor: PageEditorState;
  onRequested: () => void;
}

/**
 * «Pedir publicación»: what an editor who may not publish gets in place of «Publicar» (issue 26, item 3). It asks for
 * the saved head, so unsaved changes must be saved first, as before a publish.
 */
export function RequestPublication({ site, editor, onRequested }: Props) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState('');
  const noteId = useId();
  const close = useCallback(() => setOpen(false), []);
  const send = async () => {
    const version = versionOfEtag(editor.etag());
    if (version === undefined) return setProblem('Guarda la página antes de pedir su publicación.');
    try {
      await reviewsApi.request(site, editor.page.id, version, note.trim() || undefined);
      setOpen(false);
      setNote('');
      onRequested();
    } catch (e) {
      setProblem((e as Error).message);
    }
  };
  return (
    <>
      <button
        type="button"
        className="ed-button ed-button--primary"
        onClick={() => (setProblem(''), setOpen(true))}
        disabled={editor.dirty}
        title={editor.dirty ? 'Guarda antes de pedir la publicación' : undefined}
      >
        Pedir publicación
      </button>
      {open && (
        <Modal title="Pedir publicación" onClose={close} small>
          <form onSubmit={(e) => (e.preventDefault(), void send())}>
            <p>Quien publica en este sitio verá los cambios de esta versión y la publicará o te la devolverá.</p>
            <label htmlFor={noteId}>Nota para quien publica (opcional)</label>
            <textarea id={noteId} value={note} maxLength={2000} onChange={(e) => setNote(e.target.value)} />
            {problem && (
              <p className="ed-error" role="alert">
                {problem}
              </p>
            )}
            <div className="ed-dialog__actions">
              <button type="button" className="ed-button" onClick={close}>
                Cancelar
              </button>
              <button type="submit" className="ed-button ed-button--primary">
                Enviar solicitud
              </button>
            </div>
          </form>
        </Modal>
      )}
    </>
  );
}

import { useState, type FormEvent } from 'react';
import { reuseApi } from '../api-reuse';
import { Modal } from './Modal';

/**
 * «Guardar como plantilla» (issue 26, item 4): the page as saved (its last saved version, not unsaved edits) becomes
 * a template of this site or of every site, offered by «Nueva página».
 */
export function SaveTemplate({ site, pageId, unsaved }: { site: string; pageId: string; unsaved: boolean }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [status, setStatus] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setStatus('Escribe un nombre para la plantilla.');
    reuseApi.saveTemplate(shared ? 'shared' : site, name.trim(), { site, id: pageId }).then(
      (t) => setStatus(`Plantilla «${t.name}» guardada.`),
      (err: unknown) => setStatus(err instanceof Error ? err.message : String(err)),
    );
  };
  return (
    <>
      <button type="button" className="ed-button" onClick={() => (setOpen(true), setStatus(''))}>
        Guardar como plantilla
      </button>
      {open && (
        <Modal title="Guardar como plantilla" onClose={() => setOpen(false)}>
          <form onSubmit={submit} className="ed-save-template">
            {unsaved && (
              <p className="ed-help">
                La plantilla toma la última versión guardada de la página: guarda antes si quieres incluir tus cambios.
              </p>
            )}
            <label htmlFor="ed-template-name">Nombre de la plantilla</label>
            <input id="ed-template-name" value={name} onChange={(e) => setName(e.target.value)} />
            <label className="ed-inline">
              <input type="checkbox" checked={shared} onChange={(e) => setShared(e.target.checked)} /> Para todos los
              sitios
            </label>
            <button type="submit" className="ed-button ed-button--primary">
              Guardar plantilla
            </button>
            <p role="status">{status}</p>
          </form>
        </Modal>
      )}
    </>
  );
}

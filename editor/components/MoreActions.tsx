import { useCallback, useState } from 'react';
import { api, type Me } from '../api';
import { reviewsApi } from '../api-reviews';
import type { PageEditorState } from '../use-page-editor';
import { Modal } from './Modal';

interface Props {
  site: string;
  editor: PageEditorState;
  me: Me | null;
  /** After a delete: the page is gone, back to the list. */
  onGone: () => void;
}

type Asked = 'unpublish' | 'delete';

const QUESTION: Record<Asked, { title: string; text: string; yes: string }> = {
  unpublish: {
    title: '¿Despublicar esta página?',
    text: 'Los lectores dejarán de verla de inmediato. La página queda en la lista como borrador y puedes volver a publicarla.',
    yes: 'Despublicar',
  },
  delete: {
    title: '¿Eliminar esta página?',
    text: 'Sale de la lista y los lectores dejan de verla. Su historial se conserva.',
    yes: 'Eliminar',
  },
};

/** «Más acciones»: unpublish (publishers) and delete (admins), each after a confirmation (issue 26, item 7). */
export function MoreActions({ site, editor, me, onGone }: Props) {
  const [menu, setMenu] = useState(false);
  const [asked, setAsked] = useState<Asked | null>(null);
  const [problem, setProblem] = useState('');
  const close = useCallback(() => setAsked(null), []);
  if (!me?.mayPublish && !me?.admin) return null;
  const id = editor.page.id;
  const confirm = async () => {
    if (asked === 'unpublish') {
      setAsked(null);
      return editor.writeAlso(
        () => reviewsApi.unpublish(site, id),
        'Despublicada: los lectores ya no la ven; queda como borrador.',
      );
    }
    try {
      await api.deletePage(site, id);
      onGone();
    } catch (e) {
      setProblem((e as Error).message);
    }
  };
  const ask = (what: Asked) => (setMenu(false), setProblem(''), setAsked(what));
  return (
    <div className="ed-more">
      <button type="button" className="ed-button" aria-expanded={menu} onClick={() => setMenu(!menu)}>
        Más acciones
      </button>
      {menu && (
        <ul className="ed-more__menu" aria-label="Más acciones">
          {me.mayPublish && (
            <li>
              <button type="button" className="ed-button" onClick={() => ask('unpublish')}>
                Despublicar
              </button>
            </li>
          )}
          {me.admin && (
            <li>
              <button type="button" className="ed-button ed-button--danger" onClick={() => ask('delete')}>
                Eliminar página
              </button>
            </li>
          )}
        </ul>
      )}
      {asked && (
        <Modal title={QUESTION[asked].title} onClose={close} small>
          <p>{QUESTION[asked].text}</p>
          {problem && (
            <p className="ed-error" role="alert">
              {problem}
            </p>
          )}
          <div className="ed-dialog__actions">
            <button type="button" className="ed-button" onClick={close}>
              Cancelar
            </button>
            <button type="button" className="ed-button ed-button--danger" onClick={() => void confirm()}>
              {QUESTION[asked].yes}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}

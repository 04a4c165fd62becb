import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { CloseIcon } from '../icons/icons';
import { FORM_KINDS, type FormKind } from './forms/form-kinds';
import { closeTarget, MODAL_RESET_MS } from './modal-close';
import { hasReaderMark } from './reader-session';
import { useQuery } from './use-query';

// The forms load only when a page asks for them (spec 2, 2: 'Cargando...' meanwhile).
const AuthForms = lazy(() => import('./forms/AuthForms'));

/** Spec 2, 2: on suscripciones pages the modal cannot be closed (no button, no backdrop, no Escape). */
export function isClosable(path: string): boolean {
  return !path.includes('/suscripciones');
}

/** The address without `form`, so a reload after closing or signing in does not reopen the modal. */
function addressWithoutForm(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete('form');
  return `${url.pathname}${url.search}${url.hash}`;
}

interface AuthModalProps {
  path: string;
  /** An article, multimedia, gallery or flip page: an anonymous reader who closes the modal goes home. */
  contentPage?: boolean;
}

/**
 * The login, sign-up and recovery modal that `?form=login|signin|recovery` opens on any page (spec 2, 2); any other
 * value is ignored. Closing hides it at once, goes where spec 2, 4 says (see closeTarget) and resets the modal
 * 0.5 s later; signing in reloads the page as it was.
 */
export function AuthModal({ path, contentPage = false }: AuthModalProps) {
  const query = useQuery();
  const asked = query.get('form') as FormKind | null;
  const [switched, setSwitched] = useState<FormKind | null>(null);
  // While closing, the modal keeps the form it showed (the address no longer says which) until it resets.
  const [phase, setPhase] = useState<{ is: 'open' } | { is: 'closing'; kind: FormKind } | { is: 'closed' }>({
    is: 'open',
  });
  const dialog = useRef<HTMLDialogElement>(null);
  const openKind = switched ?? (asked && FORM_KINDS.includes(asked) ? asked : null);
  const kind = phase.is === 'open' ? openKind : phase.is === 'closing' ? phase.kind : null;
  const closable = isClosable(path);

  const close = () => {
    if (!closable || phase.is !== 'open' || !openKind) return;
    dialog.current?.close();
    setPhase({ is: 'closing', kind: openKind });
    const current = addressWithoutForm();
    const target = closeTarget({ loggedIn: hasReaderMark(), contentPage, redirect: query.get('redirect'), current });
    if (target === current) window.history.replaceState(window.history.state, '', current);
    else window.location.assign(target);
    setTimeout(() => {
      setSwitched(null);
      setPhase({ is: 'closed' });
    }, MODAL_RESET_MS);
  };
  const onBackdropClick = useEffectEvent(close);

  useEffect(() => {
    const el = dialog.current;
    if (!kind || !el || phase.is !== 'open') return;
    if (!el.open) el.showModal();
    // A click on the dialog itself, outside its panel, is a click on the backdrop (Escape is the keyboard's way).
    const onBackdrop = (event: MouseEvent) => event.target === el && onBackdropClick();
    el.addEventListener('click', onBackdrop);
    return () => el.removeEventListener('click', onBackdrop);
  }, [kind, phase.is]);

  if (!kind) return null;
  return (
    <dialog
      ref={dialog}
      className="auth-modal sans"
      aria-label="Cuenta de lector"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <div className="auth-modal__panel">
        {closable && (
          <button type="button" className="auth-modal__close" aria-label="Cerrar" onClick={close}>
            <CloseIcon width={20} height={20} />
          </button>
        )}
        <Suspense fallback={<p className="auth-modal__loading">Cargando...</p>}>
          <AuthForms kind={kind} redirect={addressWithoutForm()} onSwitch={setSwitched} />
        </Suspense>
      </div>
    </dialog>
  );
}

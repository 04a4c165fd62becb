import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { CloseIcon } from '../icons/icons';
import { FORM_KINDS, type FormKind } from './forms/form-kinds';
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

/**
 * The login, sign-up and recovery modal that `?form=login|signin|recovery` opens on any page (spec 2, 2); any other
 * value is ignored. Closing takes `form` out of the address; signing in reloads the page as it was.
 */
export function AuthModal({ path }: { path: string }) {
  const asked = useQuery().get('form') as FormKind | null;
  const [switched, setSwitched] = useState<FormKind | null>(null);
  const [closed, setClosed] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const kind = closed ? null : (switched ?? (asked && FORM_KINDS.includes(asked) ? asked : null));
  const closable = isClosable(path);

  const close = () => {
    if (!closable) return;
    dialog.current?.close();
    window.history.replaceState(window.history.state, '', addressWithoutForm());
    setClosed(true);
  };
  const onBackdropClick = useEffectEvent(close);

  useEffect(() => {
    const el = dialog.current;
    if (!kind || !el) return;
    if (!el.open) el.showModal();
    // A click on the dialog itself, outside its panel, is a click on the backdrop (Escape is the keyboard's way).
    const onBackdrop = (event: MouseEvent) => event.target === el && onBackdropClick();
    el.addEventListener('click', onBackdrop);
    return () => el.removeEventListener('click', onBackdrop);
  }, [kind]);

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

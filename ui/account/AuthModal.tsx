import { lazy, Suspense, useEffect, useEffectEvent, useRef } from 'react';
import { useReader } from '../../runtime/context';
import { CloseIcon } from '../icons/icons';
import { FORM_KINDS, type FormKind } from './forms/form-kinds';
import { closeTarget } from './modal-close';
import { PANEL_FORMS, panelOf, useAuthModalState } from './modal-state';
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

/** Goes to `target`: in place when it is the current address (no reload), else by navigating. */
function leaveFor(target: string, current: string): void {
  if (target === current) window.history.replaceState(window.history.state, '', current);
  else window.location.assign(target);
}

interface AuthModalProps {
  path: string;
  /** An article, multimedia, gallery or flip page: an anonymous reader who closes the modal goes home. */
  contentPage?: boolean;
}

/**
 * The login, sign-up and recovery modal that `?form=login|signin|recovery` opens on any page (spec 2, 2); any other
 * value is ignored. Each form is one of the modal's panels (modal-state.ts). Closing hides it at once, goes where
 * spec 2, 4 says (see closeTarget) and resets the modal to panel 0 0.5 s later; signing in reloads the page as it was.
 * A reader who is signed in already never gets the forms (issue 28): the page stays as it is, without `form`, or the
 * link's redirect target opens (same-origin only, with the stored offer, as closing would).
 */
export function AuthModal({ path, contentPage = false }: AuthModalProps) {
  const query = useQuery();
  const asked = query.get('form') as FormKind | null;
  const { state, open, show, close: closeModal } = useAuthModalState();
  const { loggedIn } = useReader();
  const dialog = useRef<HTMLDialogElement>(null);
  // The address opens the modal once; closing takes `form` out of it, and a reset does not reopen it.
  const addressed = useRef(false);
  const skipForSignedIn = useEffectEvent(() => {
    const current = addressWithoutForm();
    const redirect = query.get('redirect');
    leaveFor(redirect ? closeTarget({ loggedIn: true, contentPage, redirect, current }) : current, current);
  });
  useEffect(() => {
    if (addressed.current || !asked || !FORM_KINDS.includes(asked)) return;
    // With the sign-in mark, wait until the page knows the session holds: one the server no longer knows gets the form.
    if (loggedIn === null && hasReaderMark()) return;
    addressed.current = true;
    if (loggedIn === true) skipForSignedIn();
    else open(panelOf(asked));
  }, [asked, open, loggedIn]);
  const kind = state.visibility === 'closed' ? null : PANEL_FORMS[state.panel];
  const closable = isClosable(path);

  const close = () => {
    if (!closable || state.visibility !== 'open') return;
    dialog.current?.close();
    closeModal();
    const current = addressWithoutForm();
    leaveFor(
      closeTarget({ loggedIn: hasReaderMark(), contentPage, redirect: query.get('redirect'), current }),
      current,
    );
  };
  const onBackdropClick = useEffectEvent(close);

  useEffect(() => {
    const el = dialog.current;
    if (!kind || !el || state.visibility !== 'open') return;
    if (!el.open) el.showModal();
    // A click on the dialog itself, outside its panel, is a click on the backdrop (Escape is the keyboard's way).
    const onBackdrop = (event: MouseEvent) => event.target === el && onBackdropClick();
    el.addEventListener('click', onBackdrop);
    return () => el.removeEventListener('click', onBackdrop);
  }, [kind, state.visibility]);

  if (!kind) return null;
  return (
    <dialog
      ref={dialog}
      className="auth-modal sans"
      aria-label="Cuenta de lector"
      data-panel={state.panel}
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
          <AuthForms kind={kind} redirect={addressWithoutForm()} onSwitch={(to) => show(panelOf(to))} />
        </Suspense>
      </div>
    </dialog>
  );
}

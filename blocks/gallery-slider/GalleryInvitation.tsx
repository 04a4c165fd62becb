import { useState } from 'react';
import type { SiteProps } from '../../contracts/site-schema';
import { loginHref } from '../../ui/account/links';

/** Remembered for the browser session once closed: the invitation is not repeated on every gallery the reader opens. */
export const INVITATION_CLOSED_KEY = 'galeria-invitacion-cerrada';

function closedBefore(): boolean {
  try {
    return window.sessionStorage.getItem(INVITATION_CLOSED_KEY) === '1';
  } catch {
    // Storage refused (private mode): show the invitation; closing it still works for this page.
    return false;
  }
}

/**
 * Spec 1, 4 (S1-161): a signed-out reader on a gallery the paywall does not lock gets a blur modal over the slider,
 * inviting them to sign in or create an account. The gallery is free, so the reader may close it (decision 0101).
 */
export function GalleryInvitation({ site, path }: { site: Pick<SiteProps, 'slug' | 'name'>; path: string }) {
  const [closed, setClosed] = useState(closedBefore);
  if (closed) return null;
  const close = () => {
    setClosed(true);
    try {
      window.sessionStorage.setItem(INVITATION_CLOSED_KEY, '1');
    } catch {
      // Not remembered: the next gallery invites again.
    }
  };
  return (
    <div
      className="gallery-lock__modal gallery-lock__modal--blur gallery-invitation"
      role="dialog"
      aria-modal="false"
      aria-labelledby="gallery-invitation-title"
    >
      <section className="paywall-invitation">
        <h2 id="gallery-invitation-title" className="paywall-invitation__title">
          Inicia sesión para ver la galería
        </h2>
        <p className="paywall-invitation__offer">
          Con tu cuenta de {site.name} disfrutas de todas nuestras galerías y guardas tus preferencias.
        </p>
        <p className="paywall-invitation__account">
          <a href={loginHref(site.slug, path)}>Iniciar Sesión</a>
          {' · '}
          <a href={loginHref(site.slug, path, true)}>Crear cuenta</a>
        </p>
        <button type="button" className="gallery-invitation__close" onClick={close}>
          Ver sin iniciar sesión
        </button>
      </section>
    </div>
  );
}

import { useState } from 'react';
import { useHydrated } from '../../use-hydrated';
import { rememberReader } from '../reader-session';
import { FormStatus } from './Field';

/** The links our mails carry (server/accounts/identity/links.ts), opened on the site's sign-in page. */
export const EMAIL_LINKS = {
  acceso: {
    title: 'Ingresar',
    button: 'Ingresar',
    api: (nonce: string) => `/identity/public/v1/auth/magiclink/${encodeURIComponent(nonce)}?cookie=true`,
  },
  verificar: {
    title: 'Confirmar correo electrónico',
    button: 'Confirmar mi correo',
    api: (nonce: string) => `/identity/public/v1/email/verify/${encodeURIComponent(nonce)}`,
  },
} as const;
export type EmailLinkKind = keyof typeof EMAIL_LINKS;

type Outcome = { kind: 'idle' | 'loading' | 'confirmed' } | { kind: 'failed'; message: string };

/**
 * A mail's single-use link: the nonce travels in the address's fragment (never sent to a server or a log) and is
 * spent only when the reader clicks, so a mail scanner that opens links cannot use it up. The magic link signs the
 * reader in and goes back to where they asked for it; the confirmation says so and leads back to the site. The
 * server renders this page already (the password form never shows first); its button waits for the island's code.
 */
export function EmailLink({ kind, redirect }: { kind: EmailLinkKind; redirect: string }) {
  const link = EMAIL_LINKS[kind];
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const hydrated = useHydrated();
  const redeem = async () => {
    setOutcome({ kind: 'loading' });
    const res = await fetch(link.api(location.hash.slice(1)), { credentials: 'same-origin' }).catch(() => null);
    const body = (await res?.json().catch(() => null)) as { uuid?: string; message?: string } | null;
    if (!res?.ok) {
      setOutcome({ kind: 'failed', message: body?.message ?? 'El enlace no es válido o ya expiró.' });
      return;
    }
    if (kind === 'verificar') return setOutcome({ kind: 'confirmed' });
    // The session is in HttpOnly cookies now; the page keeps only who signed in (ui/account/reader-session.ts).
    if (body?.uuid) rememberReader(body.uuid, false);
    location.assign(redirect);
  };
  return (
    <div className="sign-in__form">
      <h1 className="sign-in__title">{link.title}</h1>
      {outcome.kind === 'confirmed' ? (
        <FormStatus success="Tu correo electrónico quedó confirmado." />
      ) : (
        <>
          <button
            type="button"
            className="sign-in__submit"
            disabled={!hydrated || outcome.kind === 'loading'}
            onClick={() => void redeem()}
          >
            {outcome.kind === 'loading' ? 'Cargando...' : link.button}
          </button>
          <FormStatus error={outcome.kind === 'failed' ? outcome.message : undefined} />
        </>
      )}
      <a className="sign-in__link" href="/">
        Volver a la portada
      </a>
    </div>
  );
}

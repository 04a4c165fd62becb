import { useEffect, useState } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import { useReader } from '../../runtime/context';
import { AmpLink } from '../../ui/account/amp/AmpLink';
import { EmailLink, type EmailLinkKind } from '../../ui/account/forms/EmailLink';
import { hasReaderMark } from '../../ui/account/reader-session';
import AuthForms from '../../ui/account/forms/AuthForms';
import { FORM_KINDS, type FormKind } from '../../ui/account/forms/form-kinds';
import { ResetForm } from '../../ui/account/forms/ResetForm';
import { safeRedirect } from '../../ui/account/forms/submit';
import { useQuery } from '../../ui/account/use-query';
import type { Config } from './config';

function askedKind(query: URLSearchParams): FormKind {
  if (query.get('register') === '1') return 'signin';
  const asked = query.get('form') as FormKind | null;
  return asked && FORM_KINDS.includes(asked) ? asked : 'login';
}

/** The mail's link the address carries (`?enlace=`), as the server read it: its page is cached per link kind. */
export interface Data {
  emailLink: EmailLinkKind | null;
}

/**
 * The sign-in page (`/login-{brand}/`, `?register=1` for account creation) and the password-recovery page. The
 * address is read in the browser, after hydration: pages are cached alike for everyone, so the server renders the
 * default form and never sees a reset nonce; only a mail's link kind comes from the server (`data`), so that page
 * shows its button from the first paint. An AMP page sends readers with `?ampReaderId=`: they sign in here,
 * come back to this same address, and the signed-in page links the id (ui/account/amp/AmpLink.tsx). The links of
 * our mails (`?enlace=acceso|verificar`) open here too, in the site's layout; a reader already signed in is told so
 * instead of being shown the login form again.
 */
export function SignInForms({ config, data }: BlockProps<Config, Data>) {
  const query = useQuery();
  const [switched, setSwitched] = useState<FormKind | null>(null);
  const reader = useReader();
  const resetPage = config.page === 'password-reset';
  useEffect(() => {
    // Spec 2, 2: a reader who is signed in has nothing to recover.
    if (resetPage && hasReaderMark()) window.location.assign('/');
  }, [resetPage]);

  // Null on the server and while hydrating (useQuery): the storage and address below are read in the browser only.
  const ampReaderId = resetPage ? null : query.get('ampReaderId');
  const redirect = safeRedirect(query.get('redirect'));
  const emailLink = resetPage ? null : data.emailLink;
  let content;
  if (resetPage) content = <ResetForm nonce={query.get('nonce') ?? ''} />;
  else if (emailLink) content = <EmailLink kind={emailLink} redirect={redirect} />;
  else if (ampReaderId && hasReaderMark()) content = <AmpLink ampReaderId={ampReaderId} redirect={redirect} />;
  else if (reader.loggedIn === true && !ampReaderId)
    content = <SignedIn firstName={reader.firstName} back={redirect} />;
  else {
    const back = ampReaderId ? window.location.pathname + window.location.search : redirect;
    content = <AuthForms kind={switched ?? askedKind(query)} redirect={back} onSwitch={setSwitched} />;
  }
  return <section className="account-box sans">{content}</section>;
}

/** The sign-in page of a reader who is signed in already: no second login, a way on instead. */
function SignedIn({ firstName, back }: { firstName?: string; back: string }) {
  return (
    <div className="sign-in__form" role="status">
      <h1 className="sign-in__title">Ya iniciaste sesión</h1>
      <p className="sign-in__switch">
        {firstName ? `Hola, ${firstName}. ` : ''}Tu cuenta está abierta en este navegador.
      </p>
      <a className="sign-in__submit" href={back}>
        Continuar
      </a>
      <a className="sign-in__link" href="/autogestion/perfil/">
        Mi perfil
      </a>
    </div>
  );
}

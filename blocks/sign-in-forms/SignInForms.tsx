import { useEffect, useState } from 'react';
import type { BlockProps } from '../../runtime/define-block';
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

/**
 * The sign-in page (`/login-{brand}/`, `?register=1` for account creation) and the password-recovery page. The
 * address is read in the browser, after hydration: pages are cached alike for everyone, so the server renders the
 * default form and never sees a reset nonce.
 */
export function SignInForms({ config }: BlockProps<Config, null>) {
  const query = useQuery();
  const [switched, setSwitched] = useState<FormKind | null>(null);
  const resetPage = config.page === 'password-reset';
  useEffect(() => {
    // Spec 2, 2: a reader who is signed in has nothing to recover.
    if (resetPage && hasReaderMark()) window.location.assign('/');
  }, [resetPage]);

  return (
    <section className="account-box sans">
      {resetPage ? (
        <ResetForm nonce={query.get('nonce') ?? ''} />
      ) : (
        <AuthForms
          kind={switched ?? askedKind(query)}
          redirect={safeRedirect(query.get('redirect'))}
          onSwitch={setSwitched}
        />
      )}
    </section>
  );
}

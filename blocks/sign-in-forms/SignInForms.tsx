import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import { hasReaderMark } from '../../ui/account/reader-session';
import { LoginForm } from './LoginForm';
import { RecoveryForm } from './RecoveryForm';
import { RegisterForm } from './RegisterForm';
import { ResetForm } from './ResetForm';
import { safeRedirect } from './submit';

/** Spec 2, 2: the form kinds are login, signin (account creation) and recovery. */
export type FormKind = 'login' | 'signin' | 'recovery';
export const FORM_KINDS: readonly FormKind[] = ['login', 'signin', 'recovery'];

export interface SignInFormsConfig {
  page: 'sign-in' | 'password-reset';
}
export interface SignInFormsData {
  page: SignInFormsConfig['page'];
}

const noSubscription = () => () => {};

/** The address's query in the browser; empty on the server and while hydrating, so both render the same. */
function useQuery(): URLSearchParams {
  const search = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => '',
  );
  return useMemo(() => new URLSearchParams(search), [search]);
}

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
export function SignInForms({ data }: BlockProps<SignInFormsConfig, SignInFormsData>) {
  const query = useQuery();
  const [switched, setSwitched] = useState<FormKind | null>(null);
  const kind = switched ?? askedKind(query);
  const redirect = safeRedirect(query.get('redirect'));
  const resetPage = data.page === 'password-reset';
  useEffect(() => {
    // Spec 2, 2: a reader who is signed in has nothing to recover.
    if (resetPage && hasReaderMark()) window.location.assign('/');
  }, [resetPage]);

  return (
    <section className="sign-in sans">
      {resetPage ? (
        <ResetForm nonce={query.get('nonce') ?? ''} />
      ) : kind === 'signin' ? (
        <RegisterForm redirect={redirect} onSwitch={setSwitched} />
      ) : kind === 'recovery' ? (
        <RecoveryForm onSwitch={setSwitched} />
      ) : (
        <LoginForm redirect={redirect} onSwitch={setSwitched} />
      )}
    </section>
  );
}

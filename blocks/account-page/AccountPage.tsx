import type { BlockProps } from '../../runtime/define-block';
import { useReader } from '../../runtime/context';
import { loginHref } from '../../ui/account/links';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import { SubscriptionList } from './SubscriptionList';

/** Spec 2, 2: the account block's route setting (those built so far). */
export const ACCOUNT_ROUTES = ['perfil', 'editarperfil', 'datos-acceso', 'suscripciones'] as const;
export interface AccountPageConfig {
  route: (typeof ACCOUNT_ROUTES)[number];
}
export interface AccountPageData {
  route: AccountPageConfig['route'];
}

/** Self-service pages (/autogestion/...): browser only, for a signed-in reader; anyone else is asked to sign in. */
export function AccountPage({ data, ctx }: BlockProps<AccountPageConfig, AccountPageData>) {
  const reader = useReader();
  let body;
  if (reader.loggedIn === null) body = <p>Cargando...</p>;
  else if (!reader.loggedIn)
    body = (
      <p>
        Para ver tu cuenta, <a href={loginHref(ctx.site.slug, ctx.path)}>inicia sesión</a>.
      </p>
    );
  else if (data.route === 'datos-acceso') body = <PasswordForm />;
  else if (data.route === 'suscripciones') body = <SubscriptionList />;
  else body = <ProfileForm />;
  return <section className="account-box account-page sans">{body}</section>;
}

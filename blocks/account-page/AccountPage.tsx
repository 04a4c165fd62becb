import type { BlockProps } from '../../runtime/define-block';
import { useReader } from '../../runtime/context';
import { loginHref } from '../../ui/account/links';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import { SubscriptionList } from './SubscriptionList';
import type { Config } from './config';

/** Self-service pages (/autogestion/...): browser only, for a signed-in reader; anyone else is asked to sign in. */
export function AccountPage({ config, ctx }: BlockProps<Config, null>) {
  const reader = useReader();
  let body;
  if (reader.loggedIn === null) body = <p>Cargando...</p>;
  else if (!reader.loggedIn)
    body = (
      <p>
        Para ver tu cuenta, <a href={loginHref(ctx.site.slug, ctx.path)}>inicia sesión</a>.
      </p>
    );
  else if (config.route === 'datos-acceso') body = <PasswordForm />;
  else if (config.route === 'suscripciones') body = <SubscriptionList />;
  else body = <ProfileForm />;
  return <section className="account-box account-page sans">{body}</section>;
}

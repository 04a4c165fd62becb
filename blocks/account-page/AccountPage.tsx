import type { BlockProps } from '../../runtime/define-block';
import { useReader } from '../../runtime/context';
import { loginHref } from '../../ui/account/links';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import { SubscriptionList } from './SubscriptionList';
import type { Config } from './config';
import { RenewalBanner } from '../../ui/account/RenewalBanner';
import { useRenewalNotice } from '../../ui/account/useRenewalNotice';

/** The banner outside 'Mis suscripciones' (that page shows its own, from the list it loads). */
function Renewal() {
  return <RenewalBanner notice={useRenewalNotice()} />;
}

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
  const banner = reader.loggedIn === true && config.route !== 'suscripciones';
  return (
    <section className="account-box account-page sans">
      {banner && <Renewal />}
      {body}
    </section>
  );
}

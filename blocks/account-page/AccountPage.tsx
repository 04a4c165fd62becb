import type { ReactNode } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import { useReader } from '../../runtime/context';
import { loginHref } from '../../ui/account/links';
import { AccountLinks } from './AccountLinks';
import { AddressForm } from './AddressForm';
import { CommunicationsForm } from './CommunicationsForm';
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

/** One view per route setting (spec 2, 2); 'perfil' is the profile form with the other account pages' links. */
const VIEWS: Record<Config['route'], () => ReactNode> = {
  perfil: () => (
    <>
      <ProfileForm />
      <AccountLinks />
    </>
  ),
  editarperfil: () => <ProfileForm />,
  'datos-acceso': () => <PasswordForm />,
  comunicaciones: () => <CommunicationsForm />,
  suscripciones: () => <SubscriptionList />,
  editardireccion: () => <AddressForm />,
};

/** Self-service pages (/autogestion/...): browser only, for a signed-in reader; anyone else is asked to sign in. */
export function AccountPage({ config, ctx }: BlockProps<Config, null>) {
  const reader = useReader();
  let body: ReactNode;
  if (reader.loggedIn === null) body = <p>Cargando...</p>;
  else if (!reader.loggedIn)
    body = (
      <p>
        Para ver tu cuenta, <a href={loginHref(ctx.site.slug, ctx.path)}>inicia sesión</a>.
      </p>
    );
  else body = VIEWS[config.route]();
  const banner = reader.loggedIn === true && config.route !== 'suscripciones';
  return (
    <section className="account-box account-page sans">
      {banner && <Renewal />}
      {body}
    </section>
  );
}

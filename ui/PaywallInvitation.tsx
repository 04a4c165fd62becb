import type { SiteProps } from '../contracts/site-schema';
import { loginHref } from './account/links';

/** Spec 1, 9 and spec 2: the offer the subscribe invitation opens. */
export const PROMO_OFFER_ID = 466;

/**
 * The locked view's invitation: annual price from the site properties ('$199.000' in the
 * paywall box), the cancel-anytime note, and the subscribe, sign-in and create-account actions.
 * The same for every reader, so it can sit in cached HTML; signing in comes back to this page. Without `account`
 * (a signed-in reader: the gallery's subscribe promo) the sign-in and create-account links are left out.
 */
export function PaywallInvitation({
  site,
  path,
  account = true,
}: {
  site: Pick<SiteProps, 'slug' | 'name' | 'prices'>;
  path: string;
  account?: boolean;
}) {
  return (
    <section className="paywall-invitation" aria-labelledby="paywall-invitation-title">
      <h2 id="paywall-invitation-title" className="paywall-invitation__title">
        Este contenido es exclusivo para suscriptores
      </h2>
      <p className="paywall-invitation__offer">
        Disfruta de todo el contenido de {site.name} por <strong>{site.prices.paywallBox}</strong> al año.
      </p>
      <p className="paywall-invitation__cancel">Cancela cuando quieras.</p>
      <a className="paywall-invitation__subscribe" href={`/suscripciones-online/?offerId=${PROMO_OFFER_ID}`}>
        Suscríbete
      </a>
      {account && (
        <p className="paywall-invitation__account">
          ¿Ya tienes una cuenta? <a href={loginHref(site.slug, path)}>Iniciar Sesión</a>
          {' · '}
          <a href={loginHref(site.slug, path, true)}>Crear cuenta</a>
        </p>
      )}
    </section>
  );
}

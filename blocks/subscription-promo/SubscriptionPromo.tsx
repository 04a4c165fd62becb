import type { BlockProps } from '../../runtime/define-block';
import { useReader } from '../../runtime/context';
import type { Config, Data } from './config';

/**
 * The subscription promo page (`/suscripciones/`, spec 2, 2): the promo card with its yearly price in pesos
 * ('129.000 pesos'), the cancel-anytime note and a terms link, 'SUSCRÍBETE AHORA' to the store, and for anonymous
 * visitors a login-here button that opens the login form (the modal, not closable on this page).
 */
export function SubscriptionPromo({ config, data, ctx }: BlockProps<Config, Data>) {
  const reader = useReader();
  return (
    <section className="promo account-box sans" aria-labelledby="promo-title">
      <h1 className="promo__title" id="promo-title">
        Suscríbete a {ctx.site.name}
      </h1>
      <div className="promo__card">
        <p className="promo__plan">Plan digital anual</p>
        <p className="promo__price">
          <strong>{data.amount.toLocaleString('es-CO')} pesos</strong> al año
        </p>
        <p className="promo__cancel">Cancela cuando quieras.</p>
        <a className="promo__terms" href={ctx.site.links.terms}>
          Términos y condiciones
        </a>
      </div>
      <a
        className="sign-in__submit promo__cta"
        href={`/suscripciones-online/?offerId=${encodeURIComponent(config.offerId)}`}
      >
        SUSCRÍBETE AHORA
      </a>
      {reader.loggedIn === false && (
        <p className="promo__login">
          ¿Ya tienes cuenta? <a href={`${ctx.path}?form=login`}>Inicia sesión aquí</a>
        </p>
      )}
    </section>
  );
}

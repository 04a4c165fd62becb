import { useState } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import { useReader } from '../../runtime/context';
import { loginHref } from '../../ui/account/links';
import { entitles } from '../../contracts/entitlement';
import { CardForm } from './CardForm';
import { OfferSummary } from './OfferSummary';

export interface CheckoutOffer {
  id: string;
  name: string;
  sku: string;
  /** Whole pesos per year. */
  amount: number;
}
export interface SubscriptionCheckoutData {
  offer: CheckoutOffer;
  /** Outside production the test provider's cards are named on the form. */
  showTestCards: boolean;
}

/**
 * The subscription store (`/suscripciones-online/?offerId=466`): the offer for everyone; a reader signs in first,
 * then pays with a card; a reader whose subscription already opens the paywall is told so.
 */
export function SubscriptionCheckout({ data, ctx }: BlockProps<{ offerId: string }, SubscriptionCheckoutData>) {
  const reader = useReader();
  const subscribed = entitles(reader.subscriptionStatuses);
  const [paid, setPaid] = useState(false);
  const here = `${ctx.path}?offerId=${encodeURIComponent(data.offer.id)}`;
  if (paid) {
    return (
      <section className="checkout account-box sans">
        <div className="checkout__done" role="status">
          <h1 className="checkout__title">¡Gracias! Tu suscripción está activa.</h1>
          <p>Ya puedes leer todo el contenido exclusivo.</p>
          <a className="sign-in__submit checkout__home" href="/">
            Ir a la portada
          </a>
        </div>
      </section>
    );
  }
  return (
    <section className="checkout account-box sans">
      <OfferSummary offer={data.offer} />
      {reader.loggedIn === null ? (
        <p className="checkout__loading">Cargando...</p>
      ) : !reader.loggedIn ? (
        <p className="checkout__account">
          Para suscribirte, <a href={loginHref(ctx.site.slug, here)}>inicia sesión</a> o{' '}
          <a href={loginHref(ctx.site.slug, here, true)}>crea tu cuenta</a>.
        </p>
      ) : subscribed ? (
        <p className="checkout__account" role="status">
          Ya tienes una suscripción activa. <a href="/">Ir a la portada</a>
        </p>
      ) : (
        <CardForm offer={data.offer} showTestCards={data.showTestCards} onPaid={() => setPaid(true)} />
      )}
    </section>
  );
}

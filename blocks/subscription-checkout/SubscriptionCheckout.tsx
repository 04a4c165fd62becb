import { useCallback, useEffect, useState } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import { useReader } from '../../runtime/context';
import { loginHref } from '../../ui/account/links';
import { rememberOfferId } from '../../ui/account/modal-close';
import { ReaderStore } from './ReaderStore';
import { OfferSummary } from './OfferSummary';
import type { Config, Data } from './config';

/**
 * The subscription store (`/suscripciones-online/?offerId=466`): the offer for everyone; a reader signs in first,
 * then pays with a card (and answers their bank's 3-D Secure page when it asks). A reader who holds a plan sees
 * it instead of the form, a cancelled one is offered 'Reactivar', a payment waiting for 3-D Secure its page.
 */
export function SubscriptionCheckout({ data, ctx }: BlockProps<Config, Data>) {
  const reader = useReader();
  const [paid, setPaid] = useState(false);
  const onPaid = useCallback(() => setPaid(true), []);
  const here = `${ctx.path}?offerId=${encodeURIComponent(data.offer.id)}`;
  // Spec 2, 3 and 4: the offer stays in local storage, and closing the login modal carries it on.
  useEffect(() => rememberOfferId(data.offer.id), [data.offer.id]);
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
      ) : (
        <ReaderStore offer={data.offer} showTestCards={data.showTestCards} onPaid={onPaid} />
      )}
    </section>
  );
}

import type { CheckoutOffer } from './config';

/** What the reader is buying: the plan, its yearly price and the cancel-anytime note (spec 2, 1). */
export function OfferSummary({ offer }: { offer: CheckoutOffer }) {
  return (
    <div className="checkout__offer">
      <h1 className="checkout__title">{offer.name}</h1>
      <p className="checkout__price">
        <strong>${offer.amount.toLocaleString('es-CO')}</strong> al año
      </p>
      <ul className="checkout__benefits">
        <li>Acceso ilimitado a todo el contenido exclusivo para suscriptores</li>
        <li>Cancela cuando quieras.</li>
      </ul>
    </div>
  );
}

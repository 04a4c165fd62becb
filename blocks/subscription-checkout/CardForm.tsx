import type { FormEvent } from 'react';
import { FormStatus } from '../../ui/account/forms/Field';
import { CardFields } from '../../ui/account/forms/CardFields';
import { readCard } from '../../ui/account/card';
import { useSubmit } from '../../ui/account/forms/submit';
import { loadReader } from '../../ui/account/reader-session';
import { buyProduct, cardProblem } from './checkout';
import type { CheckoutOffer } from './config';

interface CardFormProps {
  offer: CheckoutOffer;
  showTestCards: boolean;
  onPaid: () => void;
  /** Shown above the form until the reader tries again (a declined 3-D Secure check). */
  notice?: string;
}

/** The payment form: card details, then the purchase; the page's reader state is reloaded once it is paid. */
export function CardForm({ offer, showTestCards, onPaid, notice }: CardFormProps) {
  const { state, run, fail } = useSubmit();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const card = readCard(new FormData(event.currentTarget));
    const problem = cardProblem(card);
    if (problem) return fail(problem);
    void run(async () => {
      const result = await buyProduct(offer.sku, card, `${location.pathname}${location.search}`);
      // The bank asks for 3-D Secure: its page, then back here, where the store finishes the payment.
      if (result.kind === 'verification') return location.assign(result.redirectUrl);
      onPaid();
      // The header and the paywall learn of the subscription like on any page load.
      await loadReader();
    });
  };
  const loading = state.status === 'loading';
  return (
    <form className="sign-in__form checkout__form" onSubmit={onSubmit} aria-label="Pago con tarjeta">
      <CardFields showTestCards={showTestCards} />
      <FormStatus error={state.status === 'error' ? state.message : state.status === 'idle' ? notice : undefined} />
      <button type="submit" className="sign-in__submit" disabled={loading}>
        {loading ? 'Procesando pago...' : `Pagar $${offer.amount.toLocaleString('es-CO')}`}
      </button>
    </form>
  );
}

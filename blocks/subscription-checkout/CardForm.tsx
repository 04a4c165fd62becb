import type { FormEvent } from 'react';
import { Field, FormStatus } from '../../ui/account/forms/Field';
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
    const form = new FormData(event.currentTarget);
    const card = {
      number: String(form.get('number') ?? '').replace(/[\s-]/g, ''),
      expiry: String(form.get('expiry') ?? '').trim(),
      cvc: String(form.get('cvc') ?? '').trim(),
    };
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
      <Field label="Nombre en la tarjeta" name="holder" autoComplete="cc-name" required maxLength={100} />
      <Field
        label="Número de tarjeta"
        name="number"
        inputMode="numeric"
        autoComplete="cc-number"
        required
        maxLength={23}
      />
      <div className="checkout__row">
        <Field
          label="Vencimiento (MM/AA)"
          name="expiry"
          autoComplete="cc-exp"
          placeholder="MM/AA"
          required
          maxLength={5}
        />
        <Field
          label="Código de seguridad"
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          required
          maxLength={4}
        />
      </div>
      {showTestCards && (
        <p className="sign-in__hint">
          Pagos de prueba: 4242 4242 4242 4242 se aprueba; 4000 0000 0000 0002 se rechaza; 4000 0000 0000 3220 pide la
          verificación de tu banco.
        </p>
      )}
      <FormStatus error={state.status === 'error' ? state.message : state.status === 'idle' ? notice : undefined} />
      <button type="submit" className="sign-in__submit" disabled={loading}>
        {loading ? 'Procesando pago...' : `Pagar $${offer.amount.toLocaleString('es-CO')}`}
      </button>
    </form>
  );
}

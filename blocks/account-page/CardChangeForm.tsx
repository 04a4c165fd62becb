import type { FormEvent } from 'react';
import { cardProblem, readCard } from '../../ui/account/card';
import { CardFields } from '../../ui/account/forms/CardFields';
import { FormStatus } from '../../ui/account/forms/Field';
import { useSubmit } from '../../ui/account/forms/submit';
import { loadReader } from '../../ui/account/reader-session';
import { changeCard } from './payment-method';

interface CardChangeFormProps {
  subscriptionID: number;
  /** The card was saved (and a failed renewal charged again): the list reloads. */
  onSaved: () => Promise<void>;
  /** Shown until the reader tries again (a declined 3-D Secure check). */
  notice?: string;
}

/** The card change screen of a subscription (spec 2, 7: /paymentmethod/...), 3-D Secure like the checkout. */
export function CardChangeForm({ subscriptionID, onSaved, notice }: CardChangeFormProps) {
  const { state, run, fail } = useSubmit();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const card = readCard(new FormData(event.currentTarget));
    const problem = cardProblem(card);
    if (problem) return fail(problem);
    void run(async () => {
      const result = await changeCard(subscriptionID, card);
      // The bank's page, then back to this page, which finishes the change (SubscriptionList).
      if (result.kind === 'verification') return location.assign(result.redirectUrl);
      await onSaved();
      await loadReader();
    });
  };
  const loading = state.status === 'loading';
  return (
    <form className="sign-in__form account-card" onSubmit={onSubmit} aria-label="Cambiar tarjeta">
      <h2 className="sign-in__title">Actualizar datos de pago</h2>
      <CardFields showTestCards={false} />
      <FormStatus error={state.status === 'error' ? state.message : state.status === 'idle' ? notice : undefined} />
      <button type="submit" className="sign-in__submit" disabled={loading}>
        {loading ? 'Guardando...' : 'Guardar tarjeta'}
      </button>
    </form>
  );
}

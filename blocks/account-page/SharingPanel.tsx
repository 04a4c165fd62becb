import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { ACCOUNT_ERROR_TEXTS } from '../../contracts/account-errors';
import { Field, FormStatus } from '../../ui/account/forms/Field';
import { accountCall, useSubmit } from '../../ui/account/forms/submit';
import { shareSubscription } from '../../ui/account/sales-client';

interface Invitation {
  /** The shared subscription once the invitee redeemed the code; null while pending. */
  subscriptionID: number | null;
  email: string;
  statusID: number | null;
}

const sales = (id: number, path: string) => `/sales/public/v1/subscription/${id}/${path}`;

/**
 * Sharing one subscription (spec 2, 7 share, sharing, stopshare): who is invited, a form to invite one more address
 * (the code to pass on comes back) and 'Retirar' for each. An address already listed is refused before asking the
 * service, with the same text as its 330201.
 */
export function SharingPanel({ subscriptionID }: { subscriptionID: number }) {
  const [invitations, setInvitations] = useState<Invitation[] | null>(null);
  const [code, setCode] = useState<string | null>(null);
  const { state, run, fail } = useSubmit();
  const reload = useCallback(
    () =>
      accountCall<{ sharedSubscriptions: Invitation[] }>(sales(subscriptionID, 'sharing'), undefined, 'GET').then(
        (answer) => setInvitations(answer.sharedSubscriptions),
      ),
    [subscriptionID],
  );
  useEffect(() => {
    reload().catch(() => setInvitations([]));
  }, [reload]);

  const invite = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    setCode(null);
    if (invitations?.some((i) => i.email.toLowerCase() === email.toLowerCase()))
      return fail(ACCOUNT_ERROR_TEXTS['330201']);
    void run(async () => {
      // Spec 2, 5: an answer without its redeemCode is a failure.
      const answer = await shareSubscription(subscriptionID, email);
      setCode(answer.redeemCode);
      form.reset();
      await reload();
    });
  };
  const withdraw = (email: string) =>
    void run(async () => {
      setCode(null);
      await accountCall(sales(subscriptionID, 'share/withdraw'), { email }, 'PUT');
      await reload();
    });

  return (
    <section className="account-sharing" aria-label="Compartir la suscripción">
      <h2 className="account-sharing__title">Compartir la suscripción</h2>
      {invitations === null ? (
        <p>Cargando...</p>
      ) : (
        <ul className="account-sharing__list">
          {invitations.map((invitation) => (
            <li key={invitation.email}>
              <span>{invitation.email}</span>{' '}
              <span>{invitation.subscriptionID === null ? 'Invitación pendiente' : 'Invitación aceptada'}</span>{' '}
              <button
                type="button"
                className="sign-in__link"
                aria-label={`Retirar la invitación de ${invitation.email}`}
                onClick={() => withdraw(invitation.email)}
              >
                Retirar
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="sign-in__form" onSubmit={invite}>
        <Field label="Correo de la persona invitada" name="email" type="email" required maxLength={100} />
        <button type="submit" className="sign-in__submit" disabled={state.status === 'loading'}>
          Invitar
        </button>
      </form>
      <FormStatus
        error={state.status === 'error' ? state.message : undefined}
        success={code ? `Invitación creada. Comparte este código: ${code}` : undefined}
      />
    </section>
  );
}

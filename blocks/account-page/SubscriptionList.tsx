import { useCallback, useEffect, useState } from 'react';
import { FormStatus } from '../../ui/account/forms/Field';
import { accountCall, useSubmit } from '../../ui/account/forms/submit';
import { loadReader } from '../../ui/account/reader-session';
import { SharingPanel } from './SharingPanel';
import { formatLongDate } from '../../ui/format/dates';
import { RenewalBanner } from '../../ui/account/RenewalBanner';
import { renewalNotice } from '../../ui/account/renewal-banner';
import { rememberRenewal } from '../../ui/account/renewal-data';
import { CardChangeForm } from './CardChangeForm';
import { useCardChange } from './useCardChange';

interface Subscription {
  subscriptionID: number;
  productName: string;
  statusID: number;
  currentCycleEnd: number;
  paymentMethod?: { paymentPartner?: string | null };
}

/** Only an owned, readable plan is shared, not a shared one itself (the service refuses the same). */
const shareable = (sub: Subscription) =>
  [1, 3, 4].includes(sub.statusID) && sub.paymentMethod?.paymentPartner !== 'Shared';

/** What each status means to the reader (docs/accounts.md, spec 2, 4). */
const STATUS_TEXT: Record<number, string> = {
  1: 'Activa: se renueva el',
  2: 'Terminada el',
  3: 'Cancelada: puedes leer hasta el',
  4: 'Pago pendiente de renovación; acceso hasta el',
};

/** Status 5 has no period yet: the year only starts once the bank confirms the payment. */
const PENDING_PAYMENT = 'Pago pendiente: tu banco debe verificarlo.';

// Periods end in Colombia's time (decision 0002).
const day = (ms: number) => formatLongDate(ms, 'America/Bogota');

/** 'Mis suscripciones': every subscription with its state, cancel (1, 4) and rescue (3) (spec 2, 4). */
export function SubscriptionList() {
  const [list, setList] = useState<Subscription[] | null>(null);
  const { state, run } = useSubmit();
  const reload = useCallback(
    () =>
      accountCall<Subscription[]>('/sales/public/v1/subscription/all', undefined, 'GET').then((plans) => {
        // The other pages' banners read this cache: a fixed card takes the banner away everywhere.
        rememberRenewal(plans);
        setList(plans);
      }),
    [],
  );
  const card = useCardChange(reload);
  useEffect(() => {
    reload().catch(() => setList([]));
  }, [reload]);
  if (!list) return <p>Cargando...</p>;
  // One change at a time: until the last one has reloaded the list and the reader, the buttons wait (a click then
  // would be dropped).
  const busy = state.status === 'loading';
  const change = (id: number, action: 'cancel' | 'rescue') =>
    void run(async () => {
      await accountCall(`/sales/public/v1/subscription/${id}/${action}`, {}, 'PUT');
      await reload();
      await loadReader();
    });
  return (
    <div className="account-subscriptions">
      <h1 className="sign-in__title">Mis suscripciones</h1>
      <RenewalBanner notice={renewalNotice(list)} onUpdate={card.open} />
      {list.length === 0 && (
        <p>
          No cuenta con una suscripción. <a href="/suscripciones-online/?offerId=466">Suscríbete</a>
        </p>
      )}
      <ul className="account-subscriptions__list">
        {list.map((sub) => (
          <li key={sub.subscriptionID} className="account-subscriptions__item">
            <strong>{sub.productName}</strong>
            {sub.statusID === 5 ? (
              <span>
                {PENDING_PAYMENT} <a href="/suscripciones-online/?offerId=466">Completar el pago</a>
              </span>
            ) : (
              <span>
                {STATUS_TEXT[sub.statusID] ?? 'Estado'} {day(sub.currentCycleEnd)}
              </span>
            )}
            {(sub.statusID === 1 || sub.statusID === 4) && (
              <button
                type="button"
                className="sign-in__link"
                disabled={busy}
                onClick={() => change(sub.subscriptionID, 'cancel')}
              >
                Cancelar suscripción
              </button>
            )}
            {sub.statusID === 3 && (
              <button
                type="button"
                className="sign-in__link"
                disabled={busy}
                onClick={() => change(sub.subscriptionID, 'rescue')}
              >
                Reactivar suscripción
              </button>
            )}
            {card.editing === sub.subscriptionID && (
              <CardChangeForm
                subscriptionID={sub.subscriptionID}
                notice={card.problem}
                onSaved={async () => {
                  card.close();
                  await reload();
                }}
              />
            )}
            {shareable(sub) && <SharingPanel subscriptionID={sub.subscriptionID} />}
          </li>
        ))}
      </ul>
      <FormStatus error={state.status === 'error' ? state.message : undefined} />
    </div>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { FormStatus } from '../../ui/account/forms/Field';
import { accountCall, useSubmit } from '../../ui/account/forms/submit';
import { loadReader } from '../../ui/account/reader-session';
import { RenewalBanner } from '../../ui/account/RenewalBanner';
import { renewalNotice } from '../../ui/account/renewal-banner';
import { rememberRenewal } from '../../ui/account/renewal-data';
import { SubscriptionItem, day, type ItemPanel, type Subscription } from './SubscriptionItem';
import { CARD_SAVED, useCardChange } from './useCardChange';
import { STORE_PATH } from '../../ui/footer/footer-links';

/** 'Mis suscripciones': every subscription with its state, card change and cancel (1, 4), rescue (3) (spec 2, 4). */
export function SubscriptionList() {
  const [list, setList] = useState<Subscription[] | null>(null);
  const [cancelling, setCancelling] = useState<number | null>(null);
  const [done, setDone] = useState<string | undefined>();
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
  const change = (sub: Subscription, action: 'cancel' | 'rescue', reason?: string) =>
    void run(async () => {
      await accountCall(`/sales/public/v1/subscription/${sub.subscriptionID}/${action}`, { reason }, 'PUT');
      setCancelling(null);
      setDone(
        action === 'cancel'
          ? `Cancelaste ${sub.productName}. Puedes leer hasta el ${day(sub.currentCycleEnd)}; te enviamos la confirmación por correo.`
          : 'Tu suscripción está activa de nuevo.',
      );
      await reload();
      await loadReader();
    });
  const panelOf = (id: number): ItemPanel => (card.editing === id ? 'card' : cancelling === id ? 'cancel' : null);
  const setPanel = (id: number, panel: ItemPanel) => {
    setDone(undefined);
    card.confirm(undefined);
    if (panel === 'card') card.open(id);
    else card.close();
    setCancelling(panel === 'cancel' ? id : null);
  };
  const failure = state.status === 'error' ? state.message : undefined;
  return (
    <div className="account-subscriptions">
      <h1 className="sign-in__title">Mis suscripciones</h1>
      <RenewalBanner notice={renewalNotice(list)} onUpdate={card.open} />
      <FormStatus success={done ?? card.saved} />
      {list.length === 0 && (
        <p>
          No cuenta con una suscripción. <a href="/suscripciones-online/?offerId=466">Suscríbete</a> o conoce todos los
          planes en la <a href={STORE_PATH}>Tienda de suscripciones</a>.
        </p>
      )}
      <ul className="account-subscriptions__list">
        {list.map((sub) => (
          <SubscriptionItem
            key={sub.subscriptionID}
            sub={sub}
            panel={panelOf(sub.subscriptionID)}
            busy={busy}
            problem={cancelling === sub.subscriptionID ? failure : card.problem}
            onPanel={(panel) => setPanel(sub.subscriptionID, panel)}
            onCardSaved={async () => {
              card.close();
              card.confirm(CARD_SAVED);
              await reload();
            }}
            onCancel={(reason) => change(sub, 'cancel', reason)}
            onRescue={() => change(sub, 'rescue')}
          />
        ))}
      </ul>
      {cancelling === null && <FormStatus error={failure} />}
    </div>
  );
}

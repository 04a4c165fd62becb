import { formatLongDate } from '../../ui/format/dates';
import { CancelDialog } from './CancelDialog';
import { CardChangeForm } from './CardChangeForm';
import { SharingPanel } from './SharingPanel';

export interface Subscription {
  subscriptionID: number;
  productName: string;
  statusID: number;
  currentCycleEnd: number;
  paymentMethod?: { paymentPartner?: string | null };
}

/** Only an owned, readable plan is shared, not a shared one itself (the service refuses the same). */
const shareable = (sub: Subscription) =>
  [1, 3, 4].includes(sub.statusID) && sub.paymentMethod?.paymentPartner !== 'Shared';

/** A plan the reader pays for and that renews (1, 4) has a card to change and can be cancelled. */
const renewing = (sub: Subscription) =>
  (sub.statusID === 1 || sub.statusID === 4) && sub.paymentMethod?.paymentPartner !== 'Shared';

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
export const day = (ms: number) => formatLongDate(ms, 'America/Bogota');

/** Which panel under the plan is open: its card change or the cancellation step. */
export type ItemPanel = 'card' | 'cancel' | null;

interface SubscriptionItemProps {
  sub: Subscription;
  panel: ItemPanel;
  /** A change of this list is under way: the buttons wait. */
  busy: boolean;
  /** The card problem a 3-D Secure check left, or the failed cancellation's message. */
  problem?: string;
  onPanel: (panel: ItemPanel) => void;
  onCardSaved: () => Promise<void>;
  onCancel: (reason: string | undefined) => void;
  onRescue: () => void;
}

/** One plan of 'Mis suscripciones': its state and what the reader can do with it (spec 2, 4). */
export function SubscriptionItem(props: SubscriptionItemProps) {
  const { sub, panel, busy, problem, onPanel } = props;
  return (
    <li className="account-subscriptions__item">
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
      {renewing(sub) && panel === null && (
        <span className="account-subscriptions__actions">
          <button type="button" className="sign-in__link" disabled={busy} onClick={() => onPanel('card')}>
            Cambiar tarjeta
          </button>
          <button type="button" className="sign-in__link" disabled={busy} onClick={() => onPanel('cancel')}>
            Cancelar suscripción
          </button>
        </span>
      )}
      {sub.statusID === 3 && (
        <button type="button" className="sign-in__link" disabled={busy} onClick={props.onRescue}>
          Reactivar suscripción
        </button>
      )}
      {panel === 'card' && (
        <>
          <CardChangeForm subscriptionID={sub.subscriptionID} notice={problem} onSaved={props.onCardSaved} />
          <button type="button" className="sign-in__link" onClick={() => onPanel(null)}>
            Volver
          </button>
        </>
      )}
      {panel === 'cancel' && (
        <CancelDialog
          productName={sub.productName}
          until={day(sub.currentCycleEnd)}
          busy={busy}
          error={problem}
          onConfirm={props.onCancel}
          onKeep={() => onPanel(null)}
        />
      )}
      {shareable(sub) && <SharingPanel subscriptionID={sub.subscriptionID} />}
    </li>
  );
}

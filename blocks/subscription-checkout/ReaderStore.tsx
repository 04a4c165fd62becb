import { useEffect, useState } from 'react';
import { FormStatus } from '../../ui/account/forms/Field';
import { useSubmit } from '../../ui/account/forms/submit';
import { loadReader } from '../../ui/account/reader-session';
import { CardForm } from './CardForm';
import { finishVerification, reactivate, readerPlans, type HeldPlan } from './checkout';
import type { CheckoutOffer } from './config';
import { formatLongDate } from '../../ui/format/dates';

/** What the store shows a signed-in reader: one plan per site, so never a second card form for a plan they hold. */
type View =
  | { kind: 'loading' }
  | { kind: 'held'; plan: HeldPlan; note?: string }
  | { kind: 'cancelled'; plan: HeldPlan }
  | { kind: 'challenge'; redirectUrl?: string }
  | { kind: 'buy'; notice?: string };

const DECLINED = 'Tu banco no aprobó la verificación del pago. Puedes intentarlo de nuevo.';

// Periods end in Colombia's time (decision 0002).
const day = (ms: number) => formatLongDate(ms, 'America/Bogota');

/** A payment waiting for 3-D Secure is finished first (the reader may just be back from the bank's page). */
async function storeView(onPaid: () => void): Promise<View> {
  const plans = await readerPlans();
  if (plans.some((p) => p.statusID === 5)) {
    const outcome = await finishVerification();
    if (outcome.kind === 'paid') {
      onPaid();
      await loadReader();
      return { kind: 'loading' };
    }
    if (outcome.kind === 'declined') {
      await loadReader();
      return { kind: 'buy', notice: DECLINED };
    }
    if (outcome.kind === 'verification') return { kind: 'challenge', redirectUrl: outcome.redirectUrl };
    return { kind: 'challenge' };
  }
  const held = plans.find((p) => p.statusID === 1 || p.statusID === 4);
  if (held) return { kind: 'held', plan: held };
  const cancelled = plans.find((p) => p.statusID === 3);
  return cancelled ? { kind: 'cancelled', plan: cancelled } : { kind: 'buy' };
}

interface ReaderStoreProps {
  offer: CheckoutOffer;
  showTestCards: boolean;
  onPaid: () => void;
}

export function ReaderStore({ offer, showTestCards, onPaid }: ReaderStoreProps) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const { state, run } = useSubmit();
  useEffect(() => {
    let live = true;
    storeView(onPaid)
      .then((next) => live && setView(next))
      .catch(() => live && setView({ kind: 'buy' }));
    return () => {
      live = false;
    };
  }, [onPaid]);

  if (view.kind === 'loading') return <p className="checkout__loading">Cargando...</p>;
  if (view.kind === 'buy')
    return <CardForm offer={offer} showTestCards={showTestCards} onPaid={onPaid} notice={view.notice} />;
  if (view.kind === 'challenge')
    return (
      <div className="checkout__account" role="status">
        <p>Tu banco pide verificar el pago antes de activar tu suscripción.</p>
        {view.redirectUrl ? (
          <a className="sign-in__submit" href={view.redirectUrl}>
            Verificar el pago
          </a>
        ) : (
          <p>Estamos confirmando tu pago. Vuelve a esta página en unos minutos.</p>
        )}
      </div>
    );
  if (view.kind === 'held')
    return (
      <div className="checkout__account" role="status">
        <p>
          Ya tienes <strong>{view.plan.productName}</strong>
          {view.plan.statusID === 4 ? ' (pago de renovación pendiente)' : ''}, activa hasta el{' '}
          {day(view.plan.currentCycleEnd)}.
        </p>
        {view.note && <p>{view.note}</p>}
        <p>
          <a href="/autogestion/mis-suscripciones/">Mis suscripciones</a> · <a href="/">Ir a la portada</a>
        </p>
      </div>
    );
  const { plan } = view;
  const rescue = () =>
    void run(async () => {
      await reactivate(plan.subscriptionID);
      await loadReader();
      setView({ kind: 'held', plan: { ...plan, statusID: 1 }, note: 'Tu suscripción está activa de nuevo.' });
    });
  return (
    <div className="checkout__account">
      <p>
        Cancelaste <strong>{plan.productName}</strong>: puedes leer hasta el {day(plan.currentCycleEnd)}. Reactívala
        para seguir leyendo sin comprar de nuevo.
      </p>
      <FormStatus error={state.status === 'error' ? state.message : undefined} />
      <button type="button" className="sign-in__submit" onClick={rescue} disabled={state.status === 'loading'}>
        Reactivar
      </button>
    </div>
  );
}

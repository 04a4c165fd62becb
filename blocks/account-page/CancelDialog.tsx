import { useEffect, useId, useRef, type FormEvent } from 'react';
import { FormStatus } from '../../ui/account/forms/Field';

/** The reasons a reader may give (optional); the service records the one picked with the cancellation. */
export const CANCEL_REASONS = [
  'El precio',
  'No tengo tiempo para leer',
  'Encuentro la información en otro lugar',
  'Problemas con el pago o con mi cuenta',
  'No estoy de acuerdo con el contenido',
] as const;

interface CancelDialogProps {
  productName: string;
  /** The last day the reader may read, already written out. */
  until: string;
  busy: boolean;
  error?: string;
  onConfirm: (reason: string | undefined) => void;
  onKeep: () => void;
}

/**
 * The step between 'Cancelar suscripción' and the cancellation: what the reader keeps (reading until the period
 * ends), an optional reason, and a way back. Nothing is cancelled until 'Confirmar cancelación'.
 */
export function CancelDialog({ productName, until, busy, error, onConfirm, onKeep }: CancelDialogProps) {
  const titleId = useId();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const picked = String(form.get('reason') ?? '');
    const more = String(form.get('detail') ?? '').trim();
    const reason = [picked, more].filter(Boolean).join(': ');
    onConfirm(reason ? reason.slice(0, 1000) : undefined);
  };
  return (
    <form className="sign-in__form account-cancel" role="dialog" aria-labelledby={titleId} onSubmit={onSubmit}>
      <h2 className="account-cancel__title" id={titleId}>
        ¿Cancelar {productName}?
      </h2>
      <p className="account-cancel__text">
        No se renovará. Puedes seguir leyendo hasta el {until} y reactivarla cuando quieras antes de esa fecha.
      </p>
      <fieldset className="account-cancel__reasons">
        <legend>¿Por qué cancelas? (opcional)</legend>
        {CANCEL_REASONS.map((reason) => (
          <label key={reason} className="sign-in__check">
            <input type="radio" name="reason" value={reason} />
            {reason}
          </label>
        ))}
        <label className="sign-in__field">
          <span>Cuéntanos más (opcional)</span>
          <textarea name="detail" rows={3} maxLength={500} className="account-cancel__detail" />
        </label>
      </fieldset>
      <FormStatus error={error} />
      <button type="button" ref={first} className="sign-in__submit" onClick={onKeep} disabled={busy}>
        Mantener mi suscripción
      </button>
      <button type="submit" className="sign-in__link" disabled={busy}>
        {busy ? 'Cancelando...' : 'Confirmar cancelación'}
      </button>
    </form>
  );
}

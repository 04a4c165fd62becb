import { useEffect, type FormEvent } from 'react';
import { Field, FormStatus } from './Field';
import { sendJson, useSubmit } from './submit';

/** Spec 2, 2: after a successful change the reader goes to the home page with the login form, 2.6 s later. */
export const RESET_REDIRECT_MS = 2600;

/** The recovery page: a new password for the nonce of the reset mail. */
export function ResetForm({ nonce }: { nonce: string }) {
  const { state, run, fail } = useSubmit();
  useEffect(() => {
    if (state.status !== 'done') return;
    const timer = setTimeout(() => window.location.assign('/?form=login'), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.status]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const newPassword = String(form.get('password') ?? '');
    if (newPassword !== String(form.get('confirm') ?? '')) return fail('Las contraseñas no coinciden.');
    if (!nonce) return fail('El enlace no es válido o ya expiró.');
    void run(() => sendJson(`/identity/public/v1/password/reset/${encodeURIComponent(nonce)}`, { newPassword }, 'PUT'));
  };
  return (
    <form className="sign-in__form" onSubmit={onSubmit} aria-labelledby="sign-in-title">
      <h1 className="sign-in__title" id="sign-in-title">
        Recuperar Contraseña
      </h1>
      <Field label="Nueva contraseña" name="password" type="password" autoComplete="new-password" required revealable />
      <Field
        label="Confirmar contraseña"
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        revealable
      />
      <FormStatus
        error={state.status === 'error' ? state.message : undefined}
        success={state.status === 'done' ? 'Tu contraseña fue cambiada. Ya puedes iniciar sesión.' : undefined}
      />
      <button type="submit" className="sign-in__submit" disabled={state.status !== 'idle' && state.status !== 'error'}>
        {state.status === 'loading' ? 'Cargando...' : 'Cambiar contraseña'}
      </button>
    </form>
  );
}

import type { FormEvent } from 'react';
import { Field, FormStatus } from '../../ui/account/forms/Field';
import { accountCall, useSubmit } from '../../ui/account/forms/submit';

/** 'Datos de acceso': a new password, given the current one; other sessions are signed out by the service. */
export function PasswordForm() {
  const { state, run, fail } = useSubmit();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    const form = new FormData(target);
    const newPassword = String(form.get('newPassword') ?? '');
    if (newPassword !== String(form.get('confirm') ?? '')) return fail('Las contraseñas no coinciden.');
    void run(async () => {
      await accountCall(
        '/identity/public/v1/password',
        { oldPassword: String(form.get('oldPassword') ?? ''), newPassword },
        'PUT',
      );
      target.reset();
    });
  };
  return (
    <form className="sign-in__form" onSubmit={onSubmit} aria-labelledby="account-title">
      <h1 className="sign-in__title" id="account-title">
        Datos de acceso
      </h1>
      <Field label="Contraseña actual" name="oldPassword" type="password" autoComplete="current-password" required />
      <Field
        label="Nueva contraseña"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        revealable
      />
      <p className="sign-in__hint">Mínimo 8 caracteres, con mayúsculas, minúsculas y números.</p>
      <Field label="Confirmar contraseña" name="confirm" type="password" autoComplete="new-password" required />
      <FormStatus
        error={state.status === 'error' ? state.message : undefined}
        success={state.status === 'done' ? 'Tu contraseña fue cambiada.' : undefined}
      />
      <button type="submit" className="sign-in__submit" disabled={state.status === 'loading'}>
        {state.status === 'loading' ? 'Guardando...' : 'Cambiar contraseña'}
      </button>
    </form>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import { Field, FormStatus } from './Field';
import { recoveryProblems } from './recovery-rules';
import { sendJson, useSubmit } from './submit';

/** Spec 2, 2: after a successful change the reader goes to the home page with the login form, 2.6 s later. */
export const RESET_REDIRECT_MS = 2600;

/**
 * The recovery page: a new password for the nonce of the reset mail. The fields' messages (spec 2, 5) show from the
 * first submit attempt on, and follow the typing after that.
 */
export function ResetForm({ nonce }: { nonce: string }) {
  const { state, run, fail } = useSubmit();
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (state.status !== 'done') return;
    const timer = setTimeout(() => window.location.assign('/?form=login'), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.status]);
  const problems = recoveryProblems(values.password, values.confirm);
  const shown = tried ? problems : {};
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (problems.password || problems.confirm) return;
    if (!nonce) return fail('El enlace no es válido o ya expiró.');
    void run(() =>
      sendJson(
        `/identity/public/v1/password/reset/${encodeURIComponent(nonce)}`,
        { newPassword: values.password },
        'PUT',
      ),
    );
  };
  const field = (name: 'password' | 'confirm') => ({
    name,
    required: true,
    value: values[name],
    error: shown[name],
    onChange: (event: { currentTarget: HTMLInputElement }) =>
      setValues({ ...values, [name]: event.currentTarget.value }),
  });
  return (
    // noValidate: the spec's own messages, not the browser's bubbles.
    <form className="sign-in__form" onSubmit={onSubmit} aria-labelledby="sign-in-title" noValidate>
      <h1 className="sign-in__title" id="sign-in-title">
        Recuperar Contraseña
      </h1>
      <Field label="Nueva contraseña" type="password" autoComplete="new-password" revealable {...field('password')} />
      <Field
        label="Confirmar contraseña"
        type="password"
        autoComplete="new-password"
        revealable
        {...field('confirm')}
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

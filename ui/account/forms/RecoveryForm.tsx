import { useState, type FormEvent } from 'react';
import { maskEmail } from '../../format/mask-email';
import { getCaptchaToken } from '../captcha';
import { Field, FormStatus } from './Field';
import { sendJson, useSubmit } from './submit';
import type { FormKind } from './form-kinds';

/** Asks for a password-reset mail. The answer is the same for unknown addresses, and so is this text. */
export function RecoveryForm({ onSwitch }: { onSwitch: (kind: FormKind) => void }) {
  const { state, run } = useSubmit();
  const [sentTo, setSentTo] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const userName = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    void run(async () => {
      await sendJson('/identity/public/v1/password/reset', {
        userName,
        recaptchaToken: await getCaptchaToken('resetPassword'),
      });
      setSentTo(userName);
    });
  };
  return (
    <form className="sign-in__form" onSubmit={onSubmit} aria-labelledby="sign-in-title">
      <h1 className="sign-in__title" id="sign-in-title">
        Recuperar contraseña
      </h1>
      <p className="sign-in__hint">Escribe tu correo y te enviaremos un enlace para crear una nueva contraseña.</p>
      <Field label="Correo electrónico" name="email" type="email" autoComplete="email" required maxLength={100} />
      <FormStatus
        error={state.status === 'error' ? state.message : undefined}
        success={
          state.status === 'done'
            ? `Si ${maskEmail(sentTo)} está registrado, te enviamos un enlace para crear una nueva contraseña.`
            : undefined
        }
      />
      <button type="submit" className="sign-in__submit" disabled={state.status === 'loading'}>
        {state.status === 'loading' ? 'Cargando...' : 'Enviar enlace'}
      </button>
      <button type="button" className="sign-in__link" onClick={() => onSwitch('login')}>
        Volver a Iniciar Sesión
      </button>
    </form>
  );
}

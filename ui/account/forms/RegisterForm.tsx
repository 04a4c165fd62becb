import { useState, type FormEvent } from 'react';
import { ACCOUNT_ERROR_TEXTS } from '../../../contracts/account-errors';
import { birthDateProblem, parseIsoDate } from '../../../contracts/birth-date';
import { getCaptchaToken } from '../captcha';
import { rememberReader } from '../reader-session';
import { Field, FormStatus } from './Field';
import { sendJson, useSubmit } from './submit';
import type { FormKind } from './form-kinds';

interface RegisterFormProps {
  redirect: string;
  onSwitch: (kind: FormKind) => void;
}

/** Account creation (spec 2, 3: identity and profile); the new reader is signed in and sent on. */
export function RegisterForm({ redirect, onSwitch }: RegisterFormProps) {
  const { state, run, fail } = useSubmit();
  const [mailed, setMailed] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const password = String(form.get('password') ?? '');
    // passwordsDoNotMatch (spec 2, 8) is the client's own check.
    if (password !== String(form.get('confirm') ?? '')) return fail(ACCOUNT_ERROR_TEXTS.passwordsDoNotMatch);
    // dobRequired and userNotOfAge (spec 2, 5): 14 or older; the service checks the same.
    const birth = parseIsoDate(text('birthDate'));
    const problem = birthDateProblem(birth, new Date());
    if (problem || !birth) return fail(ACCOUNT_ERROR_TEXTS[problem ?? 'dobRequired']);
    void run(async () => {
      const email = text('email');
      const answer = await sendJson<{ uuid: string; accessToken?: string }>('/identity/public/v1/signup?cookie=true', {
        identity: { userName: email, credentials: password, grantType: 'password' },
        profile: {
          firstName: text('firstName'),
          lastName: text('lastName'),
          email,
          birthYear: String(birth.year),
          birthMonth: String(birth.month),
          birthDay: String(birth.day),
        },
        recaptchaToken: await getCaptchaToken('signup'),
      });
      // A site that requires a confirmed address starts no session: the reader opens the mail first.
      if (!answer.accessToken) return setMailed(true);
      rememberReader(answer.uuid, false);
      window.location.assign(redirect);
    });
  };
  const loading = state.status === 'loading' || (state.status === 'done' && !mailed);
  return (
    <form className="sign-in__form" onSubmit={onSubmit} aria-labelledby="sign-in-title">
      <h1 className="sign-in__title" id="sign-in-title">
        Crear cuenta
      </h1>
      <Field label="Nombre" name="firstName" autoComplete="given-name" required maxLength={100} />
      <Field label="Apellido" name="lastName" autoComplete="family-name" required maxLength={100} />
      <Field label="Fecha de nacimiento" name="birthDate" type="date" autoComplete="bday" required />
      <Field label="Correo electrónico" name="email" type="email" autoComplete="email" required maxLength={100} />
      <Field label="Contraseña" name="password" type="password" autoComplete="new-password" required revealable />
      <p className="sign-in__hint">Mínimo 8 caracteres, con mayúsculas, minúsculas y números.</p>
      <Field label="Confirmar contraseña" name="confirm" type="password" autoComplete="new-password" required />
      <label className="sign-in__check">
        <input type="checkbox" name="consent" required /> Acepto la política de tratamiento de datos personales
      </label>
      <FormStatus
        error={state.status === 'error' ? state.message : undefined}
        success={
          mailed ? 'Te enviamos un correo para confirmar tu dirección. Ábrelo y luego inicia sesión.' : undefined
        }
      />
      <button type="submit" className="sign-in__submit" disabled={loading}>
        {loading ? 'Cargando...' : 'Crear cuenta'}
      </button>
      <p className="sign-in__switch">
        ¿Ya tienes cuenta?{' '}
        <button type="button" className="sign-in__link" onClick={() => onSwitch('login')}>
          Iniciar Sesión
        </button>
      </p>
    </form>
  );
}

import type { FormEvent } from 'react';
import { getCaptchaToken } from '../captcha';
import { rememberReader } from '../reader-session';
import { Field, FormStatus } from './Field';
import { MagicLinkButton } from './MagicLinkButton';
import { SocialSignIn } from './SocialSignIn';
import { useSubmit } from './submit';
import { identityLogin } from '../service/login-answer';
import type { FormKind } from './form-kinds';

interface LoginFormProps {
  redirect: string;
  onSwitch: (kind: FormKind) => void;
}

/** Spec 2, 3: the sign-in payload (userName, credentials, grantType password, rememberMe); tokens stay in cookies. */
export function LoginForm({ redirect, onSwitch }: LoginFormProps) {
  const { state, run } = useSubmit();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const rememberMe = form.get('rememberMe') === 'on';
    void run(async () => {
      const { uuid } = await identityLogin({
        userName: String(form.get('email') ?? '').trim(),
        credentials: String(form.get('password') ?? ''),
        grantType: 'password',
        rememberMe,
        recaptchaToken: await getCaptchaToken('signin'),
      });
      rememberReader(uuid, rememberMe);
      window.location.assign(redirect);
    });
  };
  const loading = state.status === 'loading' || state.status === 'done';
  return (
    <form className="sign-in__form" onSubmit={onSubmit} aria-labelledby="sign-in-title">
      <h1 className="sign-in__title" id="sign-in-title">
        Iniciar Sesión
      </h1>
      <Field label="Correo electrónico" name="email" type="email" autoComplete="email" required maxLength={100} />
      <Field label="Contraseña" name="password" type="password" autoComplete="current-password" required revealable />
      <label className="sign-in__check">
        <input type="checkbox" name="rememberMe" defaultChecked /> Recordarme
      </label>
      <FormStatus error={state.status === 'error' ? state.message : undefined} />
      <button type="submit" className="sign-in__submit" disabled={loading}>
        {loading ? 'Cargando...' : 'Ingresar'}
      </button>
      <MagicLinkButton redirect={redirect} />
      <SocialSignIn redirect={redirect} />
      <button type="button" className="sign-in__link" onClick={() => onSwitch('recovery')}>
        ¿Olvidaste tu contraseña?
      </button>
      <p className="sign-in__switch">
        ¿No tienes cuenta?{' '}
        <button type="button" className="sign-in__link" onClick={() => onSwitch('signin')}>
          Crear cuenta
        </button>
      </p>
    </form>
  );
}

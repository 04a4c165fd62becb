import type { MouseEvent } from 'react';
import { getCaptchaToken } from '../captcha';
import { FormStatus } from './Field';
import { sendJson, useSubmit } from './submit';

/**
 * 'Ingresar con un enlace': mails a single-use link (15 minutes) to the address typed in the sign-in form; the
 * link signs the reader in and brings them back to `redirect`. The answer is the same for unknown addresses.
 */
export function MagicLinkButton({ redirect }: { redirect: string }) {
  const { state, run, fail } = useSubmit();
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.form;
    const email = String((form && new FormData(form).get('email')) ?? '').trim();
    if (!email) return fail('Escribe tu correo electrónico para recibir el enlace.');
    void run(async () => {
      const recaptchaToken = await getCaptchaToken('magicLink');
      await sendJson('/identity/public/v1/auth/magiclink', { email, returnTo: redirect, recaptchaToken });
    });
  };
  return (
    <>
      <button type="button" className="sign-in__link" onClick={onClick} disabled={state.status === 'loading'}>
        Entrar con un enlace por correo
      </button>
      <FormStatus
        error={state.status === 'error' ? state.message : undefined}
        success={
          state.status === 'done'
            ? 'Si el correo está registrado, te enviamos un enlace para ingresar. Vale 15 minutos.'
            : undefined
        }
      />
    </>
  );
}

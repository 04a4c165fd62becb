import { z } from 'zod';
import { defineBlock } from '../../runtime/define-block';
import { SignInForms, type SignInFormsData } from './SignInForms';

export default defineBlock({
  name: 'sign-in-forms',
  description: 'Formularios de ingreso, registro y recuperación de contraseña',
  version: 1,
  config: z.object({
    page: z
      .enum(['sign-in', 'password-reset'])
      .default('sign-in')
      .meta({ title: 'Página', description: 'Inicio de sesión y registro, o la página de recuperar contraseña' }),
  }),
  // Nothing to fetch; the data only carries the page kind, so the block is never taken for an empty list.
  fetch: async ({ page }): Promise<SignInFormsData> => ({ page }),
  component: SignInForms,
  interactive: { hydrate: 'load' },
});

import { z } from 'zod';
import { defineBlock } from '../../runtime/define-block';
import type { EmailLinkKind } from '../../ui/account/forms/EmailLink';
import { config } from './config';
import { SignInForms, type Data } from './SignInForms';

export default defineBlock({
  name: 'sign-in-forms',
  description: 'Formularios de ingreso, registro y recuperación de contraseña',
  version: 1,
  config,
  // The mails' links (`?enlace=`) are the one part of the address the server renders: their page must not draw the
  // password form first. Only these two values reach the page cache's key; the rest is read in the browser.
  query: z.object({ enlace: z.enum(['acceso', 'verificar'] satisfies EmailLinkKind[]).optional() }),
  fetch: async (_config, { query }): Promise<Data> => ({ emailLink: query?.enlace ?? null }),
  component: SignInForms,
  interactive: { hydrate: 'load' },
});

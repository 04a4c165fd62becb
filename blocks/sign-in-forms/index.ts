import { defineBlock } from '../../runtime/define-block';
import { config } from './config';
import { SignInForms } from './SignInForms';

export default defineBlock({
  name: 'sign-in-forms',
  description: 'Formularios de ingreso, registro y recuperación de contraseña',
  version: 1,
  config,
  // No fetch: the page kind is config, and the address is read in the browser.
  component: SignInForms,
  interactive: { hydrate: 'load' },
});

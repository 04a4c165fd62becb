import { defineBlock } from '../../runtime/define-block';
import { AccountPage } from './AccountPage';
import { config } from './config';

export default defineBlock({
  name: 'account-page',
  description: 'Páginas de autogestión del lector: perfil, datos de acceso, suscripciones y comunicaciones',
  version: 1,
  config,
  // No fetch: the page is the same for everyone, and the island reads the section from its config.
  component: AccountPage,
  interactive: { hydrate: 'load' },
});

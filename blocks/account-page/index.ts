import { z } from 'zod';
import { defineBlock } from '../../runtime/define-block';
import { ACCOUNT_ROUTES, AccountPage, type AccountPageData } from './AccountPage';

export default defineBlock({
  name: 'account-page',
  description: 'Páginas de autogestión del lector: perfil, datos de acceso, suscripciones y comunicaciones',
  version: 1,
  config: z.object({
    route: z.enum(ACCOUNT_ROUTES).default('perfil').meta({ title: 'Sección de la cuenta' }),
  }),
  // Nothing to fetch on the server (the page is the same for everyone); the data carries the section.
  fetch: async ({ route }): Promise<AccountPageData> => ({ route }),
  component: AccountPage,
  interactive: { hydrate: 'load' },
});

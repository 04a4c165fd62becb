import { z } from 'zod';
import { defineBlock } from '../../runtime/define-block';
import { NewsletterSignup, type NewsletterSignupConfig } from './NewsletterSignup';

export default defineBlock({
  name: 'newsletter-signup',
  description: 'Suscripción al boletín por correo electrónico',
  version: 1,
  config: z.object({
    origin: z
      .string()
      .regex(/^[a-z0-9-]{1,50}$/)
      .default('home')
      .meta({ title: 'Origen', description: 'Dónde se registró el lector (spec 2: home)' }),
  }),
  // Nothing to fetch; the data carries the origin so the block is never taken for an empty list.
  fetch: async ({ origin }): Promise<NewsletterSignupConfig> => ({ origin }),
  component: NewsletterSignup,
  interactive: { hydrate: 'visible' },
});

import { defineBlock } from '../../runtime/define-block';
import { config } from './config';
import { NewsletterSignup } from './NewsletterSignup';

export default defineBlock({
  name: 'newsletter-signup',
  description: 'Suscripción al boletín por correo electrónico',
  version: 1,
  config,
  // No fetch: the form needs only its config (the origin it reports).
  component: NewsletterSignup,
  interactive: { hydrate: 'visible' },
});

import { defineBlock } from '../../runtime/define-block';
import { ConsentBanner } from './ConsentBanner';
import { config } from './config';

/**
 * The reader's consent for ads and third-party content, and the one small script that loads
 * them: ads fill and embeds load only after the page is interactive and the reader accepted.
 */
export default defineBlock({
  name: 'consent-banner',
  description: 'Aviso de cookies y consentimiento para cargar los embebidos de terceros',
  version: 1,
  config,
  component: ConsentBanner,
  interactive: { hydrate: 'idle' },
});

import { defineBlock } from '../../runtime/define-block';
import { config } from './config';
import { CountdownBanner } from './CountdownBanner';

export default defineBlock({
  name: 'countdown-banner',
  description: 'Banner con cuenta regresiva (días, horas, minutos y segundos) hasta un evento, con enlace a su página',
  version: 1,
  config,
  component: CountdownBanner,
  interactive: { hydrate: 'visible' },
});

import { defineBlock } from '../../runtime/define-block';
import { config } from './config';
import { HelpCentre } from './HelpCentre';

export default defineBlock({
  name: 'help-centre',
  description: 'Centro de ayuda de servicio al cliente: tarjetas, subtarjetas y enlace de WhatsApp',
  version: 1,
  config,
  // Static text: no fetch. Interactive for the card navigation; every text is in the server HTML.
  component: HelpCentre,
  interactive: { hydrate: 'load' },
});

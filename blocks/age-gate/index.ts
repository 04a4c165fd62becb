import { defineBlock } from '../../runtime/define-block';
import { config } from './config';
import { AgeGateBlock } from './AgeGateBlock';

export default defineBlock({
  name: 'age-gate',
  description: 'Aviso de contenido para adultos: cubre la página hasta que el lector confirma que es mayor de 18 años',
  version: 1,
  config,
  // A site of adult content has the gate on every page (site header): the block then adds nothing, not even an island.
  async fetch(_config, ctx) {
    return ctx.site.adultContent ? null : {};
  },
  component: AgeGateBlock,
  // At once: a reader who already confirmed should see the overlay for as short a time as possible.
  interactive: { hydrate: 'load' },
});

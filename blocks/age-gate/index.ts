import { defineBlock } from '../../runtime/define-block';
import { config } from './config';
import { AgeGateBlock } from './AgeGateBlock';

export default defineBlock({
  name: 'age-gate',
  description: 'Aviso de contenido para adultos: cubre la página hasta que el lector confirma que es mayor de 18 años',
  version: 1,
  config,
  component: AgeGateBlock,
  // At once: a reader who already confirmed should see the overlay for as short a time as possible.
  interactive: { hydrate: 'load' },
});

import { defineBlock } from '../../runtime/define-block';
import { config } from './config';
import { DebugPage } from './DebugPage';

export default defineBlock({
  name: 'debug-page',
  description: 'Página de depuración: datos del lector guardados en el navegador y un botón que los borra',
  version: 1,
  config,
  component: DebugPage,
  interactive: { hydrate: 'load' },
});

import { defineBlock } from '../../runtime/define-block';
import { config } from './config';
import { DarkTheme } from './DarkTheme';

export default defineBlock({
  name: 'dark-theme',
  description: 'Tema oscuro: añade las clases oscuras a la raíz de la página',
  version: 1,
  config,
  component: DarkTheme,
  interactive: { hydrate: 'load' },
});

import { defineBlock } from '../../runtime/define-block';
import { config } from './config';
import { EntrepreneursLanding } from './EntrepreneursLanding';

export default defineBlock({
  name: 'entrepreneurs-landing',
  description: 'Página de emprendedores: título, texto y botón de la comunidad de WhatsApp',
  version: 1,
  config,
  component: EntrepreneursLanding,
  interactive: false,
});

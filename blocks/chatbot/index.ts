import { defineBlock } from '../../runtime/define-block';
import { Chatbot } from './Chatbot';
import { config } from './config';

export default defineBlock({
  name: 'chatbot',
  description: 'Chat externo en un marco (solo cuando el bloque está publicado)',
  version: 1,
  config,
  component: Chatbot,
  interactive: false,
});

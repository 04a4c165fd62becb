import { defineBlock } from '../../runtime/define-block';
import { config } from './config';
import { NotFoundMessage } from './NotFoundMessage';

export default defineBlock({
  name: 'not-found-message',
  description: 'Mensaje de página no encontrada (404) con enlaces útiles',
  version: 1,
  config,
  component: NotFoundMessage,
});

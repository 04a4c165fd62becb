import { z } from 'zod';
import { defineBlock } from '../../runtime/define-block';
import { NotFoundMessage } from './NotFoundMessage';

export default defineBlock({
  name: 'not-found-message',
  description: 'Mensaje de página no encontrada (404) con enlaces útiles',
  version: 1,
  config: z.object({}),
  component: NotFoundMessage,
});

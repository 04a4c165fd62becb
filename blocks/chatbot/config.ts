import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { title, url } from '../../runtime/fields';

export const config = z.object({
  url: url({
    title: 'Dirección del chat',
    description: 'Página del chat (https:// o ruta del sitio, como /embed/asistente/) que se muestra en un marco',
  }),
  title: title('Título del chat, sobre el marco'),
});
export type Config = BlockConfig<typeof config>;

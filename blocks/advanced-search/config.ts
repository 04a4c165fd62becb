import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { text, title } from '../../runtime/fields';

export const config = z.object({
  title: title('Título sobre el buscador; por defecto «Búsqueda avanzada»'),
  text: text('Texto de ayuda bajo el título'),
});
export type Config = BlockConfig<typeof config>;

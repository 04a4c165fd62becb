import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { link, title } from '../../runtime/fields';

export const config = z.object({
  title: title('Título de la sección que encabeza el carrusel o la grilla'),
  link: link('Página de la sección; sin valor, el título no es un enlace'),
});
export type Config = BlockConfig<typeof config>;

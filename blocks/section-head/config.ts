import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { divider, hasIcon, isBlue, link, title } from '../../runtime/fields';

export const config = z.object({
  title: title('Título de la sección que encabeza el carrusel o la grilla'),
  link: link('Página de la sección; sin valor, el título no es un enlace'),
  isBlue: isBlue('Título en blanco sobre una franja azul'),
  divider: divider('Línea divisoria bajo el encabezado'),
  hasIcon: hasIcon('Una marca de la marca antes del título'),
});
export type Config = BlockConfig<typeof config>;

import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { HEADER_MODES } from './header-modes';

export const config = z.object({
  mode: z.enum(HEADER_MODES).optional().meta({
    title: 'Modo del encabezado',
    description: 'Normal, Oscuro o Transparente. Sin valor, el encabezado usa el modo de la página.',
  }),
  progress: z.boolean().default(false).meta({
    title: 'Barra de progreso de lectura',
    description: 'En plantillas de historias: el encabezado fijo muestra cuánto se ha leído del artículo.',
  }),
});
export type Config = BlockConfig<typeof config>;

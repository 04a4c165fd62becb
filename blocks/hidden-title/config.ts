import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { title } from '../../runtime/fields';

export const config = z.object({
  title: title('Encabezado principal de la página, oculto a la vista y leído por buscadores y lectores de pantalla'),
});
export type Config = BlockConfig<typeof config>;

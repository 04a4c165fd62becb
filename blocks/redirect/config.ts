import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { url } from '../../runtime/fields';

export const config = z.object({
  url: url({
    title: 'Dirección de destino',
    description: 'Ruta del sitio o dirección https:// del mismo sitio; se conservan los parámetros de la dirección',
  }),
});
export type Config = BlockConfig<typeof config>;

/** The checked destination. */
export interface Data {
  target: string;
}

import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { url } from '../../runtime/fields';

export const config = z.object({
  url: url({
    title: 'Dirección de la agenda',
    description:
      'Página del proveedor de la agenda deportiva; sin valor se muestra la agenda de demostración del sitio',
  }),
});
export type Config = BlockConfig<typeof config>;

/** No server data: the fetch only decides where the agenda shows (null elsewhere); the address is config. */
export type Data = Record<string, never>;

import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { title, url } from '../../runtime/fields';

export const config = z.object({
  url: url({ description: 'Dirección que se comparte; sin valor, la de la página' }),
  title: title('Texto que acompaña el enlace; sin valor, el titular de la nota o el nombre del sitio'),
  via: z.string().max(50).optional().meta({ title: 'Cuenta de X', description: 'Cuenta que se menciona en X (sin @)' }),
  hashtags: z
    .array(z.string().max(50))
    .max(5)
    .default([])
    .meta({ title: 'Etiquetas', description: 'Etiquetas (hashtags) para X, sin #' }),
});
export type Config = BlockConfig<typeof config>;

/** The absolute address and text every network shares. */
export interface Data {
  url: string;
  title: string;
}

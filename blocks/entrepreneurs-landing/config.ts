import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { linkWhatsapp, text, title } from '../../runtime/fields';

export const config = z.object({
  title: title('Título de la página de emprendedores'),
  text: text('Texto que presenta la comunidad', 2000),
  linkWhatsapp: linkWhatsapp('Enlace a la comunidad de WhatsApp (https://chat.whatsapp.com/… o https://wa.me/…)'),
});
export type Config = BlockConfig<typeof config>;

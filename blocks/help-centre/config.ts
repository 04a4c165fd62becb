import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { linkWhatsapp } from '../../runtime/fields';

export const config = z.object({
  linkWhatsapp: linkWhatsapp('Chat de WhatsApp de servicio al cliente (el enlace flotante del centro de ayuda)'),
});
export type Config = BlockConfig<typeof config>;

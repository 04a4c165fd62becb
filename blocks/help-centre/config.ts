import { z } from 'zod';
import { linkWhatsapp } from '../../runtime/fields';

export const config = z.object({
  linkWhatsapp: linkWhatsapp('Chat de WhatsApp de servicio al cliente (el enlace flotante del centro de ayuda)'),
});
export type Config = z.output<typeof config>;

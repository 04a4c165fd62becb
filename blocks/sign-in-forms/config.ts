import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';

export const config = z.object({
  page: z
    .enum(['sign-in', 'password-reset'])
    .default('sign-in')
    .meta({ title: 'Página', description: 'Inicio de sesión y registro, o la página de recuperar contraseña' }),
});
export type Config = BlockConfig<typeof config>;

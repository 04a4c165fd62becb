import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';

/** Spec 2, 2: the account block's route setting (those built so far). */
export const ACCOUNT_ROUTES = ['perfil', 'editarperfil', 'datos-acceso', 'suscripciones'] as const;

export const config = z.object({
  route: z.enum(ACCOUNT_ROUTES).default('perfil').meta({ title: 'Sección de la cuenta' }),
});
export type Config = BlockConfig<typeof config>;

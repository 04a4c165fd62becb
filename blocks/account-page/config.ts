import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';

/** Spec 2, 2: the account block's route setting, exactly these six. */
export const ACCOUNT_ROUTES = [
  'perfil',
  'editarperfil',
  'datos-acceso',
  'comunicaciones',
  'suscripciones',
  'editardireccion',
] as const;

export const config = z.object({
  route: z.enum(ACCOUNT_ROUTES).default('perfil').meta({ title: 'Sección de la cuenta' }),
});
export type Config = BlockConfig<typeof config>;

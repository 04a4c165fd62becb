import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';

export const config = z.object({
  origin: z
    .string()
    .regex(/^[a-z0-9-]{1,50}$/)
    .default('home')
    .meta({ title: 'Origen', description: 'Dónde se registró el lector (spec 2: home)' }),
});
export type Config = BlockConfig<typeof config>;

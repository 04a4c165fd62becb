import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { addClass } from '../../runtime/fields';

export const config = z.object({
  addClass: addClass(),
});
export type Config = BlockConfig<typeof config>;

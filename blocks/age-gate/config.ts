import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';

export const config = z.object({});
export type Config = BlockConfig<typeof config>;
/** Nothing to carry: the block renders only where the site does not gate every page already. */
export type Data = Record<string, never>;

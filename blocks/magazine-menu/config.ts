import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';

/** The sections are the spec's (magazine-sections.ts): nothing for the editor to set but publishing it. */
export const config = z.object({});
export type Config = BlockConfig<typeof config>;

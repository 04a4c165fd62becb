import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';

export const config = z.object({});
export type Config = BlockConfig<typeof config>;

export interface Data {
  /** The story's tags, as a bar under the banner (the banner shows without them). */
  tags: { text: string; slug: string }[];
}

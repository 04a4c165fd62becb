import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';

export const config = z.object({});
export type Config = BlockConfig<typeof config>;

/** The story's columnist. */
export interface Data {
  name: string;
  url: string;
  photo?: string;
  description?: string;
}

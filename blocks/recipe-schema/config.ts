import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';

export const config = z.object({});
export type Config = BlockConfig<typeof config>;

/** What the recipe's JSON-LD needs from the story. */
export interface Data {
  name: string;
  description?: string;
  image?: string;
  authors: string[];
  datePublished: string;
  keywords: string[];
}

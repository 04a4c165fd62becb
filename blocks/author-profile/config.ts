import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';

export const config = z.object({});
export type Config = BlockConfig<typeof config>;

export interface Data {
  slug: string;
  /** Null when no author has this slug: the page says so instead of showing an empty profile. */
  author: { byline: string; bio?: string; imageUrl?: string } | null;
}

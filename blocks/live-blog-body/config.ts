import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import type { ListData } from '../../runtime/list';
import type { LiveBlogMeta, LiveItem } from './project-live';

export const config = z.object({});
export type Config = BlockConfig<typeof config>;

/** Locked stories carry no body at all, as in the article body (spec 1, 4). */
export type Data =
  | { locked: true; lockedStateCode: number; meta: LiveBlogMeta }
  | (ListData<LiveItem> & { locked: false; meta: LiveBlogMeta });

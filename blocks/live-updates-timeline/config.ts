import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import type { ListData } from '../../runtime/list';

export const config = z.object({});
export type Config = BlockConfig<typeof config>;

export interface TimelineEntry {
  /** Id of the time element in the live body, 'hora-1030am'. */
  anchor: string;
  time: string;
  title: string;
}
export type Data = ListData<TimelineEntry>;

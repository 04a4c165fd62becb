import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import type { ImageData } from '../../ui/Image';

export const config = z.object({});
export type Config = BlockConfig<typeof config>;

/** The story's video and its promo image as the poster. */
export interface Data {
  youtubeId: string;
  title: string;
  poster?: ImageData;
}

import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import type { StreamVideo } from '../../ui/video/stream-video';

export const config = z.object({});
export type Config = BlockConfig<typeof config>;

/** What schema.org's VideoObject says of the video (addresses may be site paths: made absolute in the head). */
export interface VideoFacts {
  name: string;
  description: string;
  uploadDate: string;
  thumbnailUrl?: string;
  /** ISO 8601, from ANS `duration` (milliseconds). */
  duration?: string;
  contentUrl?: string;
  embedUrl?: string;
}

/** An ANS video document: its HTML5 player, its transcript in paragraphs, and its structured data. */
export interface Data {
  player?: StreamVideo;
  transcript?: string[];
  video: VideoFacts;
}

import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import type { FigureData } from '../article-body/figure';
import type { BylineAuthor } from './byline';

export const config = z.object({});
export type Config = BlockConfig<typeof config>;

/** The story reduced to what the header and its head tags show (project-header.ts). */
export interface Data {
  kicker?: string;
  headline: string;
  subheadline?: string;
  description?: string;
  authors: BylineAuthor[];
  publishDate: string;
  modifiedDate?: string;
  canonicalUrl: string;
  lead?: FigureData;
  /** A video story: its player (the video-player block under the header) shows the still, the header does not. */
  leadIsVideo?: boolean;
  /** The paywall's decision, so the structured data marks the article as not free. */
  locked: boolean;
  /** Spec 1, 3: `credits.affiliation` names, joined with commas, shown after the authors. */
  affiliation?: string;
  /** Spec 1, 3: the story's `copyright`, shown with the byline. */
  copyright?: string;
}

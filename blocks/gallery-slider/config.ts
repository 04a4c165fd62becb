import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import type { ListData } from '../../runtime/list';
import type { GallerySlide } from './slide-image';

export const config = z.object({});
export type Config = BlockConfig<typeof config>;

/** `items`: every picture; for a gallery the paywall locks, the lead picture only. */
export interface Data extends ListData<GallerySlide> {
  title: string;
  /** Set when the paywall locks the gallery: the id an entitled reader's browser asks the pictures for. */
  lockedId?: string;
}

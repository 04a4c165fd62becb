import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { galleryId, optionalField } from '../../runtime/fields';
import type { ListData } from '../../runtime/list';
import { sliderFeedSize } from '../../ui/slider-size';
import type { GallerySlide } from '../gallery-slider/slide-image';

export const config = z.object({
  galleryId: optionalField(galleryId('Id de la galería; sin él, la galería abierta más reciente')),
  feedSize: sliderFeedSize('Fotos del slider (8 a 12)'),
});
export type Config = BlockConfig<typeof config>;

/** The gallery's first pictures, its headline and address. */
export type Data = ListData<GallerySlide> & { title: string; url?: string };

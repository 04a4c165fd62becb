import type { ImageData } from '../../ui/Image';
import { imagesData, imageUrl } from '../../contracts/image-sizes';

/** Spec 1, 9: the small-screen threshold of the gallery modal (640 px or less). */
export const SMALL_SCREEN_MAX = 640;
/** Spec 1, 9: the modal's controls fade to idle this long after it opens. */
export const IDLE_TIMEOUT_MS = 3000;

export const altFromCaption = (caption: string | undefined) => caption?.replace(/\.$/, '') ?? '';

/**
 * One gallery picture as the slider ships it: the image id (the browser rebuilds the renditions
 * from it), or its address when it is not one of ours, and the texts shown under it.
 */
export interface GallerySlide {
  id?: string;
  url?: string;
  /** Left out when it is the caption without its final full stop (the browser falls back). */
  alt?: string;
  caption?: string;
  subtitle?: string;
  credit?: string;
}

export const isSmallScreen = (width: number) => width <= SMALL_SCREEN_MAX;

/** The slide's picture, its renditions rebuilt from the image id (they are not shipped). */
export function slideImage(slide: GallerySlide): ImageData {
  const alt_text = slide.alt ?? altFromCaption(slide.caption);
  if (!slide.id) return { url: slide.url ?? '', alt_text };
  return { url: imageUrl(slide.id, '1280x720'), alt_text, images_data: imagesData(slide.id) };
}

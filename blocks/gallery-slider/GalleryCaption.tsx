import type { GallerySlide } from './slide-image';

/** Caption, subtitle and 'Foto:' credit under a gallery picture (spec 1, 2.5). */
export function GalleryCaption({ slide }: { slide: GallerySlide }) {
  if (!slide.caption && !slide.subtitle && !slide.credit) return null;
  return (
    <figcaption className="gallery-slider__caption">
      {slide.subtitle && <span className="gallery-slider__subtitle">{slide.subtitle}</span>}
      {slide.caption && <span className="gallery-slider__text">{slide.caption}</span>}
      {slide.credit && <span className="gallery-slider__credit">{slide.credit}</span>}
    </figcaption>
  );
}

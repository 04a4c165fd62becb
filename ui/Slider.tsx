import type { ReactNode } from 'react';
import { Carousel } from './Carousel';
import { SLIDER_SWIPE_THRESHOLD } from './slider-size';

interface Props {
  slides: ReactNode[];
  /** Accessible name of the slider. */
  label: string;
  className?: string;
  /** Slides in view on wide screens (one on narrow ones). */
  slidesPerViewWide?: number;
  spaceBetween?: number;
}

/**
 * The sliders of spec 3 (multimedia gallery, slider, secondary slider): looping, dots that follow the slide, arrows
 * with the previous one hidden at the first slide (spec 3, 4), swipe threshold 20 (spec 3, 9).
 */
export function Slider({ slides, label, className, slidesPerViewWide, spaceBetween }: Props) {
  return (
    <Carousel
      slides={slides}
      label={label}
      className={['slider-carousel', className].filter(Boolean).join(' ')}
      loop
      pagination
      arrows
      hidePreviousAtFirst
      threshold={SLIDER_SWIPE_THRESHOLD}
      slidesPerViewWide={slidesPerViewWide}
      spaceBetween={spaceBetween}
    />
  );
}

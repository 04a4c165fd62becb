import { feedSize } from '../runtime/fields';

/** Spec 3, 9: slider carousels show 8 to 12 items and move after a swipe of 20 px. */
export const SLIDER_MIN_ITEMS = 8;
export const SLIDER_MAX_ITEMS = 12;
export const SLIDER_SWIPE_THRESHOLD = 20;

/** The `feedSize` of a slider: 8 to 12 items, 12 by default. */
export const sliderFeedSize = (description = 'Diapositivas del slider (8 a 12)') =>
  feedSize({
    default: SLIDER_MAX_ITEMS,
    min: SLIDER_MIN_ITEMS,
    max: SLIDER_MAX_ITEMS,
    title: 'Diapositivas',
    description,
  });

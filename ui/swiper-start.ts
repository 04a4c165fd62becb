// Swiper itself, imported only once a carousel is wanted (ui/use-swiper-wanted.ts): about 21 KB a page with a
// carousel no longer downloads before the reader touches it, scrolls to it or its autoplay ticks (decision 0103).
// Core plus the one module we use: the whole bundle would weigh three times as much.
import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';

export type { Swiper };

/** Starts swiper on `el` with the carousel's parameters (ui/use-swiper.ts, `swiperOptions`). */
export function startSwiper(el: HTMLElement, params: SwiperOptions): Swiper {
  return new Swiper(el, { ...params, modules: params.autoplay ? [Autoplay] : [] });
}

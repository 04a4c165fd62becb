import { useMemo } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import { Carousel } from '../../ui/Carousel';
import { Image } from '../../ui/Image';
import { truncateHeadline, truncateSubheadline } from '../../ui/format/truncate';
import type { Config, Data } from './config';
import { HERO_GALLERY_AUTOPLAY_MS } from './hero-gallery';

/**
 * The forums' hero: each forum's picture across the page with its name and line over it, moving on by itself
 * every 5 s and looping (spec 3, 9). The shared carousel stops it for reduced motion, on hover and keyboard focus.
 */
export function ForumsHeroGallery({ data }: BlockProps<Config, Data>) {
  const slides = useMemo(
    () =>
      data.items.map((slide, i) => (
        <a className="forums-hero__slide" href={slide.url} key={slide.url}>
          {/* The first picture is the page's largest: load it first. */}
          <Image className="forums-hero__image" image={slide.image} sizes="100vw" priority={i === 0} />
          <div className="forums-hero__caption">
            <h2 className="forums-hero__headline">{truncateHeadline(slide.headline)}</h2>
            {slide.description && <p className="forums-hero__description">{truncateSubheadline(slide.description)}</p>}
          </div>
        </a>
      )),
    [data.items],
  );
  return (
    <section className="forums-hero">
      <Carousel
        slides={slides}
        label="Galería de los foros"
        loop={slides.length > 1}
        autoplay={slides.length > 1 ? HERO_GALLERY_AUTOPLAY_MS : false}
        pagination
        arrows
      />
    </section>
  );
}

import { useId, useMemo } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import { Card } from '../../ui/Card';
import { Carousel } from '../../ui/Carousel';
import type { Config, Data } from './config';
import { RELATED_VIDEOS } from './related-videos';
import { safeLink } from '../../runtime/safe-link';

/** 'Esto dijo...': up to 6 of the forums' videos in a row with arrows, the title linking to all of them. */
export function RelatedVideosCarousel({ config, data }: BlockProps<Config, Data>) {
  const titleId = useId();
  const title = config.title ?? RELATED_VIDEOS.title;
  const slides = useMemo(
    () =>
      data.items
        .slice(0, RELATED_VIDEOS.size)
        .map((video) => <Card key={video.url} item={video} sizes="(min-width: 768px) 33vw, 100vw" />),
    [data.items],
  );
  return (
    <section className="related-videos has-play-mark" aria-labelledby={titleId}>
      <h2 className="related-videos__title" id={titleId}>
        <a href={safeLink(config.link) ?? RELATED_VIDEOS.link}>{title}</a>
      </h2>
      <Carousel
        className="carousel--image-arrows"
        slides={slides}
        label={title}
        arrows
        slidesPerView={1}
        slidesPerViewWide={3}
        spaceBetween={16}
      />
    </section>
  );
}

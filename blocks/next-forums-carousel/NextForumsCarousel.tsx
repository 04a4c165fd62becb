import { useId, useMemo } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import { Carousel } from '../../ui/Carousel';
import { Image } from '../../ui/Image';
import { truncateHeadline, truncateSubheadline } from '../../ui/format/truncate';
import type { Config, Data, NextForum } from './config';
import { MORE_INFO } from './next-forums';

function Forum({ forum, headingId }: { forum: NextForum; headingId: string }) {
  return (
    <article className="next-forums__card" aria-labelledby={headingId}>
      <Image className="next-forums__image" image={forum.image} sizes="(min-width: 768px) 33vw, 100vw" />
      <div className="next-forums__text">
        <h3 className="next-forums__headline" id={headingId}>
          {truncateHeadline(forum.headline)}
        </h3>
        {forum.description && <p className="next-forums__description">{truncateSubheadline(forum.description)}</p>}
        {/* Every button reads the same: the forum's name describes where it goes. */}
        <a className="next-forums__more" href={forum.url} aria-describedby={headingId}>
          {MORE_INFO}
        </a>
      </div>
    </article>
  );
}

/** The forums to come, one card each with 'Más información' to its page (spec 3, 2); 1 in view, 3 on wide screens. */
export function NextForumsCarousel({ config, data }: BlockProps<Config, Data>) {
  const id = useId();
  const slides = useMemo(
    () => data.items.map((forum, i) => <Forum key={forum.url} forum={forum} headingId={`${id}-${i}`} />),
    [data.items, id],
  );
  return (
    <section className="next-forums" aria-labelledby={config.title ? `${id}-title` : undefined}>
      {config.title && (
        <h2 className="next-forums__title" id={`${id}-title`}>
          {config.title}
        </h2>
      )}
      <Carousel
        className="carousel--image-arrows"
        slides={slides}
        label={config.title ?? 'Próximos foros'}
        arrows
        pagination
        slidesPerView={1}
        slidesPerViewWide={3}
        spaceBetween={16}
      />
    </section>
  );
}

import { Image } from '../../ui/Image';
import type { CardItem } from '../../ui/card-item';
import { truncateHeadline } from '../../ui/format/truncate';

/** The round play mark over a video's picture; decorative, the link around it names the video. */
export function PlayIcon({ size = 40 }: { size?: number }) {
  return (
    <svg className="tv-play" viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="rgb(0 0 0 / 0.55)" stroke="#fff" strokeWidth="2" />
      <path d="M19 15l15 9-15 9z" fill="#fff" />
    </svg>
  );
}

interface Props {
  item: CardItem;
  sizes: string;
  /** The hero's picture is the page's largest: load it first. */
  priority?: boolean;
  /** 'large' for a hero, 'small' for carousel and grid cards. */
  size?: 'large' | 'small';
  headingLevel?: 2 | 3;
}

/** A video teaser: its picture with a play icon, and its headline; all of it links to the video. */
export function VideoCard({ item, sizes, priority, size = 'small', headingLevel = 3 }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`tv-video-card tv-video-card--${size}`}>
      <a className="tv-video-card__link" href={item.url}>
        <span className="tv-video-card__media">
          <Image className="tv-video-card__image" image={item.image} sizes={sizes} priority={priority} />
          <PlayIcon size={size === 'large' ? 64 : 40} />
        </span>
        <Heading className="tv-video-card__headline">{truncateHeadline(item.headline)}</Heading>
      </a>
    </article>
  );
}

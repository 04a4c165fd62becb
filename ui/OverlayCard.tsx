import { CardMeta } from './CardMeta';
import { Image } from './Image';
import type { CardItem } from './card-item';
import { truncateHeadline } from './format/truncate';

/**
 * The renditions a carousel card draws: a card is at most a third of the page wide, so 768 px covers a 2x screen.
 * Fewer renditions keep 10 or 16 cards inside the island props budget.
 */
export const CAROUSEL_CARD_SIZES: readonly string[] = ['400x225', '768x432'];

interface Props {
  item: CardItem;
  /** How wide the image is drawn at each viewport. */
  sizes?: string;
  /** The page's first large image (a hero's first slide): loaded eagerly. */
  priority?: boolean;
  /** A play icon over the image: the card opens a video (spec 3, 2). */
  play?: boolean;
  /** `hero`: a full-width slide with a large headline. */
  size?: 'card' | 'hero';
  headingLevel?: 2 | 3;
}

/**
 * The carousels' teaser (spec 3, 2): the headline over the image, on a gradient that keeps white text legible on any
 * photo. One link per card, so a reader tabbing through a carousel meets each story once. Under the headline one
 * short line: a hero slide has room for date and byline; a carousel card, a quarter of the page over its photo,
 * keeps to the date, as more text would cover the picture it sells.
 */
export function OverlayCard({
  item,
  sizes = '(min-width: 768px) 25vw, 80vw',
  priority,
  play,
  size = 'card',
  headingLevel = 3,
}: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <a className={`overlay-card overlay-card--${size}`} href={item.url}>
      <Image className="overlay-card__image" image={item.image} sizes={sizes} priority={priority} />
      {play && (
        <span className="overlay-card__play" role="img" aria-label="Video">
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
        </span>
      )}
      <span className="overlay-card__text">
        {item.section && <span className="overlay-card__kicker">{item.section}</span>}
        <Heading className="overlay-card__headline">{truncateHeadline(item.headline)}</Heading>
        <CardMeta item={item} className="overlay-card__meta" dateOnly={size === 'card'} />
      </span>
    </a>
  );
}

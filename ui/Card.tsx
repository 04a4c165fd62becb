import { CardMeta } from './CardMeta';
import { Image } from './Image';
import type { CardItem } from './card-item';
import { truncateHeadline } from './format/truncate';

interface Props {
  item: CardItem;
  /** How wide the card's image is drawn at each viewport (the grid's column width). */
  sizes?: string;
  /** Heading level of the headline, so cards sit under the heading of whatever block holds them. */
  headingLevel?: 2 | 3;
}

/**
 * The article teaser: 16:9 image, section kicker, headline cut at 150 characters (spec 1, 5), then the story's date
 * and byline in full: a card has the width for both.
 */
export function Card({
  item,
  sizes = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw',
  headingLevel = 3,
}: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card">
      <a className="card__link" href={item.url}>
        <Image className="card__image" image={item.image} sizes={sizes} />
        {item.section && <p className="card__kicker">{item.section}</p>}
        <Heading className="card__headline">{truncateHeadline(item.headline)}</Heading>
        <CardMeta item={item} className="card__meta" />
      </a>
    </article>
  );
}

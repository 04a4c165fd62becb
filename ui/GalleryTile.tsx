import { Image } from './Image';
import type { CardItem } from './card-item';
import { truncateHeadline } from './format/truncate';

interface Props {
  item: CardItem;
  /** How wide the picture is drawn at each viewport. */
  sizes: string;
  /** Heading level of the headline, under the heading of the block that holds the tile. */
  headingLevel?: 3 | 4;
}

/**
 * A gallery teaser (spec 3, 2 "Galleries and multimedia"): the picture alone, its headline laid over it on hover.
 * The headline is also shown to keyboard focus and on touch screens (no hover there), and always stays in the
 * link's accessible name.
 */
export function GalleryTile({ item, sizes, headingLevel = 3 }: Props) {
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  return (
    <article className="gallery-tile">
      <a className="gallery-tile__link" href={item.url}>
        <Image className="gallery-tile__image" image={item.image} sizes={sizes} />
        <Heading className="gallery-tile__headline">{truncateHeadline(item.headline)}</Heading>
      </a>
    </article>
  );
}

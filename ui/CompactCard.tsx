import { CardMeta } from './CardMeta';
import { Image } from './Image';
import type { CardItem } from './card-item';
import { truncateHeadline } from './format/truncate';

/**
 * A small teaser for long lists (date archive, search): thumbnail and headline side by side. Date and byline share
 * one line that its CSS cuts with an ellipsis, so a list row never grows taller than its thumbnail for them.
 */
export function CompactCard({ item }: { item: CardItem }) {
  return (
    <li className="compact-card">
      <a className="compact-card__link" href={item.url}>
        <Image className="compact-card__image" image={item.image} fetchImage="sm" />
        <span className="compact-card__text">
          {item.section && <span className="compact-card__kicker">{item.section}</span>}
          <span className="compact-card__headline">{truncateHeadline(item.headline)}</span>
          <CardMeta item={item} className="compact-card__meta" />
        </span>
      </a>
    </li>
  );
}

export function CompactList({ items, label }: { items: CardItem[]; label?: string }) {
  return (
    <ol className="compact-list" aria-label={label}>
      {items.map((item) => (
        <CompactCard key={item.url} item={item} />
      ))}
    </ol>
  );
}

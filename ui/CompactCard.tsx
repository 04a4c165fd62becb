import { Image } from './Image';
import type { CardItem } from './card-item';
import { truncateHeadline } from './format/truncate';

/** A small teaser for long lists (date archive, search): thumbnail and headline side by side. */
export function CompactCard({ item }: { item: CardItem }) {
  return (
    <li className="compact-card">
      <a className="compact-card__link" href={item.url}>
        <Image className="compact-card__image" image={item.image} fetchImage="sm" />
        <span className="compact-card__text">
          {item.section && <span className="compact-card__kicker">{item.section}</span>}
          <span className="compact-card__headline">{truncateHeadline(item.headline)}</span>
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

import { Card } from '../../ui/Card';
import type { CardItem } from '../../ui/card-item';

/** A grid of video teasers, shared by the TV pages. */
export function VideoGrid({ items, label }: { items: CardItem[]; label: string }) {
  return (
    <ul className="tv-video-grid" aria-label={label}>
      {items.map((item) => (
        <li key={item.url}>
          <Card item={item} sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" />
        </li>
      ))}
    </ul>
  );
}

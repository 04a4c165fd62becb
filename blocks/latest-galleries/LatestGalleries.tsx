import type { BlockProps } from '../../runtime/define-block';
import type { CardItem } from '../../ui/card-item';
import { GalleryList } from './GalleryList';

export function LatestGalleries({ data }: BlockProps<{ published: boolean }, { items: CardItem[] }>) {
  return <GalleryList title="Últimas galerías" items={data.items} className="latest-galleries" />;
}

import type { BlockProps } from '../../runtime/define-block';
import type { CardItem } from '../../ui/card-item';
import { GalleryList } from '../latest-galleries/GalleryList';

export function RelatedGalleries({ data }: BlockProps<{ published: boolean }, { items: CardItem[] }>) {
  return <GalleryList title="Galerías relacionadas" items={data.items} className="related-galleries" />;
}

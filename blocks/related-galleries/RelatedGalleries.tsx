import type { BlockProps } from '../../runtime/define-block';
import type { Config, Data } from './config';
import { GalleryList } from '../latest-galleries/GalleryList';

export function RelatedGalleries({ data }: BlockProps<Config, Data>) {
  return <GalleryList title="Galerías relacionadas" items={data.items} className="related-galleries" />;
}

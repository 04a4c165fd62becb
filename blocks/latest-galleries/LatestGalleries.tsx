import type { BlockProps } from '../../runtime/define-block';
import type { Config, Data } from './config';
import { GalleryList } from './GalleryList';

export function LatestGalleries({ data }: BlockProps<Config, Data>) {
  return <GalleryList title="Últimas galerías" items={data.items} className="latest-galleries" />;
}

import { Image } from '../../ui/Image';
import type { FigureData } from './figure';

interface Props extends FigureData {
  priority?: boolean;
  sizes?: string;
  className?: string;
}

/** An image with its caption and 'Foto:' credit, shared by the article header and body. */
export function Figure({ image, caption, credit, priority, sizes, className }: Props) {
  return (
    <figure className={className ? `article-figure ${className}` : 'article-figure'}>
      <Image image={image} priority={priority} sizes={sizes} />
      {(caption || credit) && (
        <figcaption className="article-figure__caption">
          {caption}
          {caption && credit ? ' ' : null}
          {credit && <span className="article-figure__credit">{credit}</span>}
        </figcaption>
      )}
    </figure>
  );
}

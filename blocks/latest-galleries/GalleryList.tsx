import { Image } from '../../ui/Image';
import type { CardItem } from '../../ui/card-item';
import { truncate } from '../../ui/format/truncate';

/** Spec 1, 5: 'latest galleries' headlines are cut at 100 characters plus an ellipsis. */
export const GALLERY_HEADLINE_MAX = 100;

/** A titled list of gallery teasers, shared by 'Últimas galerías' and 'Galerías relacionadas'. */
export function GalleryList({ title, items, className }: { title: string; items: CardItem[]; className: string }) {
  return (
    <section className={`gallery-list ${className}`}>
      <h2 className="gallery-list__title">{title}</h2>
      <ol className="gallery-list__items">
        {items.map((item) => (
          <li key={item.url} className="gallery-list__item">
            <a className="gallery-list__link" href={item.url}>
              <Image className="gallery-list__image" image={item.image} sizes="(min-width: 1024px) 300px, 50vw" />
              <span className="gallery-list__headline">{truncate(item.headline, GALLERY_HEADLINE_MAX, '…')}</span>
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}

import { useCallback, useState } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import { ArticleCarousel } from '../../ui/ArticleCarousel';
import { CARD_FIELDS, toCardItems, type CardItem } from '../../ui/card-item';
import { CAROUSEL_CARD_SIZES } from '../../ui/OverlayCard';
import { fetchContentList } from '../../ui/content-client';
import { useLoadMore, type ListPage } from '../../ui/use-load-more';
import type { Config, Data } from './config';
import { safeLink } from '../../runtime/safe-link';

/** Spec 3, 9: carousel blocks page 8 at a time; each 'Cargar más' appends the next 8. */
export const PROMO_PAGE_SIZE = 8;

/** A carousel of promoted stories whose 'Cargar más' appends the next page and brings its first slide in front. */
export function PromoCarousel({ config, data, ctx }: BlockProps<Config, Data>) {
  const site = ctx.site.slug;
  const { section } = data;
  const { collectionId } = config;
  const loadPage = useCallback(
    async (offset: number): Promise<ListPage<CardItem>> => {
      const list = collectionId
        ? await fetchContentList(
            'content-api-collections',
            { queryString: collectionId, size: PROMO_PAGE_SIZE, from: offset, sourceInclude: CARD_FIELDS },
            site,
          )
        : await fetchContentList(
            'content-apir',
            {
              includeSections: section ?? '',
              feedSize: PROMO_PAGE_SIZE,
              feedOffset: offset,
              sourceInclude: CARD_FIELDS,
            },
            site,
          );
      // Spec 3, 4: only items with a main image are appended.
      return {
        items: toCardItems(list.content_elements, { fillSizes: CAROUSEL_CARD_SIZES }),
        next: list.next,
        count: list.count,
      };
    },
    [collectionId, section, site],
  );
  const { items, loading, hasMore, loadMore } = useLoadMore(data, loadPage);
  // Once a page is appended, its first story is the slide in front, so the reader sees what the click brought.
  const [firstNew, setFirstNew] = useState(0);
  const more = () => {
    setFirstNew(items.length);
    void loadMore();
  };
  const footer = hasMore && (
    <button type="button" className="promo-carousel__more" disabled={loading} onClick={more}>
      {loading ? 'Cargando...' : 'Cargar más'}
    </button>
  );
  return (
    <ArticleCarousel
      className="promo-carousel"
      label={config.title ?? 'Notas destacadas'}
      title={config.title}
      titleHref={safeLink(config.link)}
      items={items}
      serverSlides={data.items.length}
      footer={footer}
      options={{ initialSlide: firstNew }}
    />
  );
}

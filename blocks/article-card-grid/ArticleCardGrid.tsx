import { useCallback, useId } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import { Card } from '../../ui/Card';
import { toCardItems, type CardItem } from '../../ui/card-item';
import { fetchContentList } from '../../ui/content-client';
import { useLoadMore, type ListPage } from '../../ui/use-load-more';

/** Spec 3, 9: each 'Más contenido' click loads 8 more cards. */
export const LOAD_MORE_SIZE = 8;
/** Only what a card shows. */
export const GRID_FIELDS = '_id,canonical_url,headlines,promo_items,taxonomy.primary_section';

export interface ArticleCardGridConfig {
  title?: string;
  section?: string;
  feedSize: number;
  offSet: number;
}
export interface ArticleCardGridData extends ListPage<CardItem> {
  /** The section queried: the configured one or the page's. */
  section: string;
}

/** '/nacion', 'nacion/' or 'nacion' → '/nacion/', the section's landing page. */
export function sectionLanding(section: string): string {
  return `/${section.replace(/^\/+|\/+$/g, '')}/`;
}

/** Article cards of one section, with 'Más contenido' appending 8 more per click (spec 3, 2). */
export function ArticleCardGrid({ config, data, ctx }: BlockProps<ArticleCardGridConfig, ArticleCardGridData>) {
  const site = ctx.site.slug;
  const loadPage = useCallback(
    async (offset: number): Promise<ListPage<CardItem>> => {
      const query = {
        includeSections: data.section,
        feedSize: LOAD_MORE_SIZE,
        feedOffset: offset,
        sourceInclude: GRID_FIELDS,
      };
      const list = await fetchContentList('content-apir', query, site);
      // Spec 3, 4: only items with a main image are appended.
      return { items: toCardItems(list.content_elements), next: list.next, count: list.count };
    },
    [data.section, site],
  );
  const { items, loading, hasMore, loadMore } = useLoadMore(data, loadPage);
  const titleId = useId();
  // The runtime already leaves out a block with no items; this keeps the component honest on its own.
  if (items.length === 0) return null;

  return (
    <section className="article-card-grid" aria-labelledby={config.title ? titleId : undefined}>
      {config.title && (
        <h2 className="article-card-grid__title" id={titleId}>
          <a href={sectionLanding(data.section)}>{config.title}</a>
        </h2>
      )}
      <div className="article-card-grid__cards">
        {items.map((item) => (
          <Card key={item.url} item={item} />
        ))}
      </div>
      {hasMore && (
        <button type="button" className="article-card-grid__more" disabled={loading} onClick={() => void loadMore()}>
          {loading ? 'Cargando...' : 'Más contenido'}
        </button>
      )}
    </section>
  );
}

import { useCallback } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import { fetchContentList } from '../../ui/content-client';
import { OpinionCard } from '../../ui/opinion/OpinionCard';
import { OPINION_FIELDS, toOpinionItems } from '../../ui/opinion/opinion-item';
import { useLoadMore } from '../../ui/use-load-more';
import type { Config, Data, ProductAuthor } from './config';

/** Spec 3, 9: the {product} author page shows its columns in 4 columns. */
export const AUTHOR_PAGE_COLUMNS = 4;
export const LOAD_MORE_LABEL = 'Cargar más';
const CARD_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';
/**
 * The hero names the columnist once, so the cards leave them out; one 768 px rendition serves every card width. Both
 * keep 16 cards' island props under the 8 KB budget.
 */
export const AUTHOR_PAGE_CARDS = { withAuthor: false, fillSizes: ['768x432'] } as const;

/** The search-author query of one page of a columnist's pieces. */
export function authorPageQuery(includeSections: string, includeId: string, feedOffset: number, feedSize: number) {
  return { includeSections, includeId, feedSize, feedOffset, sourceInclude: OPINION_FIELDS };
}

function AuthorHero({ author, brand }: { author: ProductAuthor; brand: string }) {
  return (
    <header className="product-author__hero">
      {author.photo ? (
        <img className="product-author__photo" src={author.photo} alt="" width={160} height={160} />
      ) : (
        <span className="product-author__photo product-author__photo--initial" aria-hidden="true">
          {author.byline.charAt(0)}
        </span>
      )}
      <div className="product-author__text">
        <p className="product-author__kicker">{`Opinión ${brand}`}</p>
        <h1 className="product-author__name">{author.byline}</h1>
        {author.bio && <p className="product-author__bio">{author.bio}</p>}
      </div>
    </header>
  );
}

/** The {product} author page (spec 3): the columnist's hero, their columns in 4 columns and 'Cargar más'. */
export function ProductAuthorPage({ config, data, ctx }: BlockProps<Config, Data>) {
  const { author, includeSections } = data;
  const site = ctx.site;
  const loadPage = useCallback(
    async (offset: number) => {
      const query = authorPageQuery(includeSections, author?.id ?? '', offset, config.feedSize);
      const list = await fetchContentList('content-api-search-author', query, site.slug);
      return {
        items: toOpinionItems(list.content_elements, site.name, AUTHOR_PAGE_CARDS),
        next: list.next,
        count: list.count,
      };
    },
    [includeSections, author?.id, config.feedSize, site.slug, site.name],
  );
  const { items, loading, hasMore, loadMore } = useLoadMore(data, loadPage);
  if (!author) {
    return (
      <section className="product-author product-author--missing">
        <h1 className="product-author__name">Columnista no encontrado</h1>
        <p>
          No encontramos un columnista con esa dirección. <a href="/">Volver a la portada</a>
        </p>
      </section>
    );
  }
  return (
    <section className="product-author">
      <AuthorHero author={author} brand={site.name} />
      {items.length > 0 && (
        <div className={`product-author__grid product-author__grid--${AUTHOR_PAGE_COLUMNS}`}>
          {items.map((item) => (
            <OpinionCard key={item.url} item={item} variant="card" sizes={CARD_SIZES} />
          ))}
        </div>
      )}
      {hasMore && (
        <button type="button" className="product-author__more" disabled={loading} onClick={() => void loadMore()}>
          {loading ? 'Cargando...' : LOAD_MORE_LABEL}
        </button>
      )}
    </section>
  );
}

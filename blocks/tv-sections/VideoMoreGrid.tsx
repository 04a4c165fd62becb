import { useId } from 'react';
import type { CardItem } from '../../ui/card-item';
import { useLoadMore, type ListPage } from '../../ui/use-load-more';
import { VideoCard } from './VideoCard';

interface Props {
  title: string;
  /** 'h1' when the grid is the page's subject (a programme's page), 'h2' under a page's own heading. */
  heading?: 'h1' | 'h2';
  first: ListPage<CardItem>;
  /** The next page from `offset`; the caller knows the source, the query and the page size. */
  loadPage: (offset: number) => Promise<ListPage<CardItem>>;
  className?: string;
}

/** A titled grid of videos whose 'Cargar más' button appends the next page (spec 3, 4). */
export function VideoMoreGrid({ title, heading = 'h2', first, loadPage, className }: Props) {
  const titleId = useId();
  const { items, loading, hasMore, loadMore } = useLoadMore(first, loadPage);
  const Heading = heading;
  if (items.length === 0) return null; // spec 3, 1: an empty list renders nothing
  return (
    <section className={['tv-more', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <Heading className="tv-more__title" id={titleId}>
        {title}
      </Heading>
      <ul className="tv-video-grid" aria-label={`Videos de ${title}`}>
        {items.map((item) => (
          <li key={item.url}>
            <VideoCard item={item} sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" />
          </li>
        ))}
      </ul>
      {hasMore && (
        <button type="button" className="tv-more__button" disabled={loading} onClick={() => void loadMore()}>
          {loading ? 'Cargando...' : 'Cargar más'}
        </button>
      )}
    </section>
  );
}

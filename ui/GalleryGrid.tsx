import { CardGrid } from './CardGrid';
import { GalleryTile } from './GalleryTile';
import type { CardItem } from './card-item';
import { GALLERY_TILE_SIZES } from './gallery-page';
import { useLoadMore, type ListPage } from './use-load-more';

/** What the gallery grids' button reads (spec 3 gives no text; while loading it reads 'Cargando...'). */
export const GALLERY_LOAD_MORE_LABEL = 'Cargar más galerías';

interface Props {
  /** The block's own class beside the shared ones. */
  className: string;
  title?: string;
  titleHref?: string;
  /** The first page, rendered on the server. */
  first: ListPage<CardItem>;
  /** Fetches and filters the page at `offset` in the browser (stable: wrap it in useCallback). */
  loadPage: (offset: number) => Promise<ListPage<CardItem>>;
}

/** A grid of gallery tiles with the load-more button (spec 3, 4), shared by the gallery grid blocks. */
export function GalleryGrid({ className, title, titleHref, first, loadPage }: Props) {
  const { items, loading, hasMore, loadMore } = useLoadMore(first, loadPage);
  if (items.length === 0) return null;
  return (
    <CardGrid
      className={`gallery-grid ${className}`}
      title={title}
      titleHref={titleHref}
      items={items}
      columns={4}
      renderItem={(item) => <GalleryTile item={item} sizes={GALLERY_TILE_SIZES} />}
      more={{
        label: GALLERY_LOAD_MORE_LABEL,
        shown: hasMore,
        loading,
        onClick: () => void loadMore(),
        look: 'outline',
      }}
    />
  );
}

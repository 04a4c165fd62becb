import { Fragment, useId, type ReactNode } from 'react';
import { ServerHtml } from '../runtime/server-html';
import { Card } from './Card';
import type { CardItem } from './card-item';

/** '/nacion', 'nacion/' or 'nacion' → '/nacion/', the section's landing page. */
export function sectionLanding(section: string): string {
  return `/${section.replace(/^\/+|\/+$/g, '')}/`;
}

export interface CardGridProps {
  /** The block's own class, kept beside the shared one so a page can be styled or inspected per block. */
  className: string;
  title?: string;
  /** Where the title links to; a plain heading without it. */
  titleHref?: string;
  items: CardItem[];
  /** Columns on a wide container: 4 for a section's cards, 3 where twelve cards should fill whole rows. */
  columns: 3 | 4;
  /** The `sizes` of the card images, when the default does not fit the columns. */
  sizes?: string;
  more: {
    label: string;
    shown: boolean;
    loading: boolean;
    onClick: () => void;
    look: 'outline' | 'solid';
    /** The label while loading, 'Cargando...' unless the block writes its labels in capitals ('CARGANDO...'). */
    loadingLabel?: string;
  };
  /** Draws one item, when the block's cards carry more than the shared card (a button of their own). */
  renderItem?: (item: CardItem) => ReactNode;
  /**
   * The first `serverCards` cards are the server's: on hydration they keep its markup, so the island may ship
   * stand-ins for them (`withCardStandIns`); cards a load-more appends are drawn in the browser.
   */
  serverCards?: number;
}

/** A titled grid of story cards with a load-more button: the shape of the card-grid blocks. */
export function CardGrid(props: CardGridProps) {
  const { className, title, titleHref, items, columns, sizes, more, renderItem, serverCards = 0 } = props;
  const titleId = useId();
  const card = (item: CardItem) =>
    renderItem ? (
      <Fragment key={item.url}>{renderItem(item)}</Fragment>
    ) : (
      // Untitled (a section landing's list under its h1): the cards' headings are the next level down.
      <Card key={item.url} item={item} sizes={sizes} headingLevel={title ? 3 : 2} />
    );
  return (
    <section className={`card-grid ${className}`} aria-labelledby={title ? titleId : undefined}>
      {title && (
        <h2 className="card-grid__title" id={titleId}>
          {titleHref ? <a href={titleHref}>{title}</a> : title}
        </h2>
      )}
      <div className={`card-grid__cards card-grid__cards--${columns}`}>
        {serverCards > 0 && <ServerHtml>{items.slice(0, serverCards).map(card)}</ServerHtml>}
        {items.slice(serverCards).map(card)}
      </div>
      {more.shown && (
        <button
          type="button"
          className={`card-grid__more card-grid__more--${more.look}`}
          disabled={more.loading}
          onClick={more.onClick}
        >
          {more.loading ? (more.loadingLabel ?? 'Cargando...') : more.label}
        </button>
      )}
    </section>
  );
}

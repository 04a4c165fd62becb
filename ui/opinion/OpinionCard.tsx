import { Image } from '../Image';
import { truncate, truncateHeadline } from '../format/truncate';
import { OPINION_CARD_SUBHEADLINE_MAX, OPINION_SLIDER_SUBHEADLINE_MAX, type OpinionItem } from './opinion-item';

interface Props {
  item: OpinionItem;
  /** 'slider' on opinion carousels (subheadline cut at 80), 'card' in opinion grids (cut at 150). */
  variant: 'slider' | 'card';
  /** Where the columnist's name leads (their opinion page); plain text without it. */
  authorHref?: string;
  /** How wide the image is drawn at each viewport. */
  sizes?: string;
}

/** An opinion teaser: the column's picture, its columnist, the headline and the cut subheadline (spec 3, 5). */
export function OpinionCard({ item, variant, authorHref, sizes = '(min-width: 1024px) 25vw, 80vw' }: Props) {
  const max = variant === 'slider' ? OPINION_SLIDER_SUBHEADLINE_MAX : OPINION_CARD_SUBHEADLINE_MAX;
  const { author } = item;
  const byline = author && (
    <>
      {author.photo ? (
        // Decorative: the name beside it says who it is.
        <img className="opinion-card__photo" src={author.photo} alt="" width={40} height={40} loading="lazy" />
      ) : (
        <span className="opinion-card__photo opinion-card__photo--initial" aria-hidden="true">
          {author.name.charAt(0)}
        </span>
      )}
      <span className="opinion-card__author-name">{author.name}</span>
    </>
  );
  return (
    <article className={`opinion-card opinion-card--${variant}`}>
      <a className="opinion-card__image" href={item.url} tabIndex={-1} aria-hidden="true">
        <Image image={item.image} sizes={sizes} />
      </a>
      {byline &&
        (authorHref ? (
          <a className="opinion-card__author" href={authorHref}>
            {byline}
          </a>
        ) : (
          <p className="opinion-card__author">{byline}</p>
        ))}
      <h3 className="opinion-card__headline">
        <a href={item.url}>{truncateHeadline(item.headline)}</a>
      </h3>
      {item.subheadline && <p className="opinion-card__subheadline">{truncate(item.subheadline, max, '...')}</p>}
    </article>
  );
}

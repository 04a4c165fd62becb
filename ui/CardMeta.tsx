import { useSiteTimeZone } from '../runtime/context';
import type { CardItem } from './card-item';
import { formatByline } from './format/byline';
import { formatShortDate } from './format/dates';

interface Props {
  item: CardItem;
  /** The card's own class for the line (`card__meta`), styled in the card's CSS. */
  className: string;
  /** Leave the byline out (a small card over a photo keeps to its date). */
  dateOnly?: boolean;
}

/**
 * A teaser's date and byline under its headline: «28 nov. 2026 · Por Ana Pérez». The date is absolute: pages are
 * cached as HTML, where «hace 2 horas» would soon be false. It comes first so a line cut short keeps it.
 */
export function CardMeta({ item, className, dateOnly = false }: Props) {
  const timeZone = useSiteTimeZone();
  const byline = dateOnly ? '' : formatByline(item.authors ?? []);
  if (!item.displayDate && !byline) return null;
  return (
    <span className={className}>
      {item.displayDate && <time dateTime={item.displayDate}>{formatShortDate(item.displayDate, timeZone)}</time>}
      {item.displayDate && byline && ' · '}
      {byline && <span>{byline}</span>}
    </span>
  );
}

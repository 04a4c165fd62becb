/** Spec 1, 5: teaser headlines are cut at 150 characters plus an ellipsis. */
export const TEASER_HEADLINE_MAX = 150;
/** Spec 1, 5: teaser subheadlines are cut at 120 characters with '...'. */
export const TEASER_SUBHEADLINE_MAX = 120;

/**
 * The first `max` characters of `text` followed by `ellipsis`, or `text` unchanged when it fits.
 * Counts code points, so an emoji or accented letter is never split in half.
 */
export function truncate(text: string, max: number, ellipsis = '…'): string {
  const chars = Array.from(text);
  return chars.length > max ? chars.slice(0, max).join('') + ellipsis : text;
}

export function truncateHeadline(headline: string): string {
  return truncate(headline, TEASER_HEADLINE_MAX, '…');
}

export function truncateSubheadline(subheadline: string): string {
  return truncate(subheadline, TEASER_SUBHEADLINE_MAX, '...');
}

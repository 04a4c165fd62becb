/**
 * «Por A», «Por A y B», «Por A, B y C»: a teaser's byline. Written by hand, not with Intl.ListFormat, so the
 * server's and the browser's text agree whatever their ICU.
 */
export function formatByline(names: readonly string[]): string {
  if (names.length === 0) return '';
  const last = names[names.length - 1];
  return names.length === 1 ? `Por ${last}` : `Por ${names.slice(0, -1).join(', ')} y ${last}`;
}

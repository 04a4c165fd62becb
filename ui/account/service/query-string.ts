/**
 * Spec 2, 7: a percent-encoded query string from the parameters that have a value. Null and undefined are dropped
 * (both mean "not given"); 0, false and '' are values. Spaces are `%20`, as encodeURIComponent writes them.
 */
export function queryString(params: Record<string, string | number | boolean | null | undefined>): string {
  return Object.entries(params)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== null && entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
}

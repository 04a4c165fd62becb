/**
 * What a list block's fetch returns (issue 11, item 5): its items, and, where the list continues, the position of
 * the next page and the total. Extra fields a block needs (the section it read, a title) sit beside them.
 */
export interface ListData<T> {
  items: T[];
  /** Offset of the next page; absent at the end of the list. */
  next?: number;
  /** Total of the list at the source (not only of this page). */
  count?: number;
}

/**
 * The list, or null (the block renders nothing, spec 3, 1) when it has no items. The runtime never looks inside a
 * block's data, so an empty list returned as it is would render an empty box: lists go through this.
 */
export function listOrNull<T>(items: T[]): ListData<T> | null;
export function listOrNull<T, E extends ListExtra>(items: T[], extra: E): (ListData<T> & E) | null;
export function listOrNull<T>(items: T[], extra?: ListExtra): ListData<T> | null {
  return items.length ? { ...extra, items } : null;
}

/** `next`, `count` and the block's own fields beside the items (the index signature lets any other field in). */
export interface ListExtra {
  next?: number;
  count?: number;
  items?: never;
  [field: string]: unknown;
}

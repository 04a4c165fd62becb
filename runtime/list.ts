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
export function listOrNull<T, E extends Omit<Partial<ListData<T>>, 'items'>>(
  items: T[],
  extra?: E,
): (ListData<T> & E) | null {
  return items.length ? ({ ...extra, items } as ListData<T> & E) : null;
}

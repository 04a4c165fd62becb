import type { LayoutName } from './layout-names';

/** The areas a page config may fill (the page schema's `areas` keys). */
export type AreaName = 'header' | 'main' | 'footer';

/**
 * The areas each layout renders, in page order (layouts/*.tsx): every brand layout is ChromeLayout's header, main
 * and footer; `bare` is main only. A new page starts with these areas, empty, and the editor offers each one as a
 * place to drop blocks; nodes in an area the layout does not render are kept but not shown to readers.
 */
export const layoutAreas: Record<LayoutName, readonly AreaName[]> = {
  default: ['header', 'main', 'footer'],
  bare: ['main'],
  landing: ['header', 'main', 'footer'],
  'foros-semana': ['header', 'main', 'footer'],
  product: ['header', 'main', 'footer'],
  soho: ['header', 'main', 'footer'],
  elpais: ['header', 'main', 'footer'],
};

/** The areas of a layout by the name a page writes (an unknown name renders main only, as `bare`). */
export const areasOf = (layout: string | undefined): readonly AreaName[] =>
  layout && Object.hasOwn(layoutAreas, layout) ? layoutAreas[layout as LayoutName] : ['main'];

/** A new page's areas: each of its layout's, empty. */
export const emptyAreas = (layout: string): Record<AreaName, never[]> =>
  Object.fromEntries(areasOf(layout).map((area) => [area, []])) as Record<AreaName, never[]>;

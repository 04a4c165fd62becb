import type { LayoutName } from './layout-names';

/** The areas a layout fills with its own block (the chrome), before the page's own nodes of that area. */
export type ChromeArea = 'header' | 'footer';

export interface ChromeBlock {
  block: string;
  /** The block version a page's options (`meta.header`, `meta.footer`) are written for; they migrate from it. */
  version: number;
}

/**
 * Header and footer belong to the layout, not to each page config: a page that uses the layout gets them, and
 * sets only their options in `meta.<area>` (e.g. `"meta": { "header": { "progress": true } }`).
 */
export const layoutChrome: Record<LayoutName, Partial<Record<ChromeArea, ChromeBlock>>> = {
  default: {
    header: { block: 'site-header', version: 1 },
    footer: { block: 'site-footer', version: 1 },
  },
  bare: {},
  // A landing page keeps the legal footer; its slim brand bar is the layout's own (no menus to lead readers away).
  landing: {
    footer: { block: 'site-footer', version: 1 },
  },
  'foros-semana': {
    header: { block: 'site-header', version: 1 },
    footer: { block: 'site-footer', version: 1 },
  },
  // A product brand (spec 3's {product}: Mujeres) closes its pages with its own footer.
  product: {
    header: { block: 'site-header', version: 1 },
    footer: { block: 'product-footer', version: 1 },
  },
  soho: {
    header: { block: 'site-header', version: 1 },
    footer: { block: 'site-footer', version: 1 },
  },
  elpais: {
    header: { block: 'site-header', version: 1 },
    footer: { block: 'site-footer', version: 1 },
  },
};

/** The chrome of a layout by its name as a page config writes it (unknown names have none). */
export function chromeOf(layout: string | undefined): Partial<Record<ChromeArea, ChromeBlock>> {
  return layout && Object.hasOwn(layoutChrome, layout) ? layoutChrome[layout as LayoutName] : {};
}

import type { LayoutComponent, LayoutProps } from '../runtime/types';
import type { LayoutName } from '../contracts/layout-names';
import { BareLayout, DefaultLayout } from './DefaultLayout';
import { ElPaisLayout } from './ElPaisLayout';
import { ForosSemanaLayout } from './ForosSemanaLayout';
import { LandingLayout } from './LandingLayout';
import { ProductLayout } from './ProductLayout';
import { SohoLayout } from './SohoLayout';

export { layoutNames, type LayoutName } from '../contracts/layout-names';
export type { LayoutProps };

/** One component per layout name; their header and footer blocks are in contracts/layout-chrome.ts. */
export const layouts = {
  default: DefaultLayout,
  bare: BareLayout,
  landing: LandingLayout,
  'foros-semana': ForosSemanaLayout,
  product: ProductLayout,
  soho: SohoLayout,
  elpais: ElPaisLayout,
} as const satisfies Record<LayoutName, LayoutComponent>;

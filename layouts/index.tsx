import type { LayoutComponent, LayoutProps } from '../runtime/types';
import type { LayoutName } from '../contracts/layout-names';

export { layoutNames, type LayoutName } from '../contracts/layout-names';
export type { LayoutProps };

/** Header, main and footer: the layout of nearly every page. */
function DefaultLayout({ areas, className, headerMode = 'Normal' }: LayoutProps) {
  return (
    <div className={['app', className].filter(Boolean).join(' ')} data-header-mode={headerMode}>
      <a className="skip-link" href="#main">
        Ir al contenido
      </a>
      {areas.header}
      <main id="main" className="app__main">
        {areas.main}
      </main>
      {areas.footer}
    </div>
  );
}

/** Main only (spec 1, 2.1 "a bare main-only layout"). */
function BareLayout({ areas, className }: LayoutProps) {
  return (
    <div className={['app', 'app--bare', className].filter(Boolean).join(' ')}>
      <main id="main">{areas.main}</main>
    </div>
  );
}

export const layouts = {
  default: DefaultLayout,
  bare: BareLayout,
} as const satisfies Record<LayoutName, LayoutComponent>;

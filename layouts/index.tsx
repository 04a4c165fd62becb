import type { ReactNode } from 'react';

export interface LayoutProps {
  areas: Record<string, ReactNode>;
  className?: string;
  headerMode?: string;
}

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
} as const;

export type LayoutName = keyof typeof layouts;
export const layoutNames = Object.keys(layouts) as LayoutName[];

import type { ReactNode } from 'react';
import type { LayoutProps } from '../runtime/types';

export interface ChromeLayoutProps extends LayoutProps {
  /** The brand's modifier: `app--<variant>` and `data-layout`, which its colours and width hang on (layouts.css). */
  variant?: string;
  /** The brand's own strip between the header and the page. */
  band?: ReactNode;
}

/**
 * Header, main and footer, the frame every brand layout shares: the chrome blocks (contracts/layout-chrome.ts) arrive
 * in `areas.header` and `areas.footer`, the page's nodes in `areas.main`.
 */
export function ChromeLayout({ areas, className, headerMode = 'Normal', variant, band }: ChromeLayoutProps) {
  const classes = ['app', variant && `app--${variant}`, className].filter(Boolean).join(' ');
  return (
    <div className={classes} data-header-mode={headerMode} data-layout={variant}>
      <a className="skip-link" href="#main">
        Ir al contenido
      </a>
      {areas.header}
      {band}
      <main id="main" className="app__main">
        {areas.main}
      </main>
      {areas.footer}
    </div>
  );
}

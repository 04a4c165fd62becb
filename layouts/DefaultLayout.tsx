import type { LayoutProps } from '../runtime/types';
import { ChromeLayout } from './ChromeLayout';

/** SemanaDefault: header, main and footer, the layout of nearly every page. */
export function DefaultLayout(props: LayoutProps) {
  return <ChromeLayout {...props} />;
}

/** Empty (spec 3, 2; spec 1, 2.1 "a bare main-only layout"): main only, no chrome. */
export function BareLayout({ areas, className }: LayoutProps) {
  return (
    <div className={['app', 'app--bare', className].filter(Boolean).join(' ')}>
      <main id="main">{areas.main}</main>
    </div>
  );
}

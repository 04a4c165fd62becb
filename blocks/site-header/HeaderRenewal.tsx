import { lazy, Suspense, type ReactNode } from 'react';
import { useReader } from '../../runtime/context';
import { useHydrated } from '../../ui/use-hydrated';

// Only a signed-in reader can have a renewal to fix: anonymous pages never load this code.
const parts = () => import('./renewal-parts');
const LazyBar = lazy(() => parts().then((m) => ({ default: m.BarRenewal })));
const LazyMenu = lazy(() => parts().then((m) => ({ default: m.MenuRenewal })));

/**
 * The lazy parts render in the browser only, after hydration: renderToString cannot wait for their code, so on a
 * page rendered for its reader (decision 0025) it sent their boundaries unfinished and React logged error #419 on
 * hydration. Their notice loads in the browser anyway, so the server had nothing to show there.
 */
function InBrowser({ children }: { children: ReactNode }) {
  return useHydrated() ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** The failed-renewal banner under the header bar (decision 0026), for a signed-in reader. */
export function HeaderRenewal({ path }: { path: string }) {
  if (useReader().loggedIn !== true) return null;
  return (
    <InBrowser>
      <LazyBar path={path} />
    </InBrowser>
  );
}

/** Its link in the user menu, which only a signed-in reader opens. */
export function UserMenuRenewal() {
  return (
    <InBrowser>
      <LazyMenu />
    </InBrowser>
  );
}

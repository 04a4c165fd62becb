import { lazy, Suspense } from 'react';
import { useReader } from '../../runtime/context';

// Only a signed-in reader can have a renewal to fix: anonymous pages never load this code.
const parts = () => import('./renewal-parts');
const LazyBar = lazy(() => parts().then((m) => ({ default: m.BarRenewal })));
const LazyMenu = lazy(() => parts().then((m) => ({ default: m.MenuRenewal })));

/** The failed-renewal banner under the header bar (decision 0026), for a signed-in reader. */
export function HeaderRenewal({ path }: { path: string }) {
  if (useReader().loggedIn !== true) return null;
  return (
    <Suspense fallback={null}>
      <LazyBar path={path} />
    </Suspense>
  );
}

/** Its link in the user menu, which only a signed-in reader opens. */
export function UserMenuRenewal() {
  return (
    <Suspense fallback={null}>
      <LazyMenu />
    </Suspense>
  );
}

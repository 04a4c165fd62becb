import { useCallback, useEffect, useRef, useState } from 'react';
import { editorPath, parseEditorPath, type EditorRoute } from './route';
import type { Unsaved } from './leave-guard';

/** The screen the address names; an address naming nothing (or an unknown site) is the home of `fallbackSite`. */
function routeOfLocation(sites: string[], fallbackSite: string): EditorRoute {
  const route = parseEditorPath(location.pathname);
  return route?.site && sites.includes(route.site) ? route : { site: fallbackSite, view: 'home' };
}

/**
 * The editor's address as its state (issue 25, 3): `go` pushes a new entry, so Back, Forward, reload and a shared
 * link open the same screen. When the open screen has unsaved work (`report`ed through the leave guard), `go` and
 * Back stop at `leaving` until the editor decides: `leave()` goes on, `stay()` keeps the screen.
 */
export function useEditorRoute(sites: string[], fallbackSite: string) {
  const [route, setRoute] = useState(() => routeOfLocation(sites, fallbackSite));
  // Where the editor asked to go, and how the screen being left can save first (for the dialog).
  const [leaving, setLeaving] = useState<{ to: EditorRoute; save?: Unsaved['save'] } | null>(null);
  const unsaved = useRef<Unsaved | null>(null);
  const current = useRef(route);
  useEffect(() => {
    current.current = route;
  }, [route]);

  const commit = useCallback((to: EditorRoute) => {
    if (location.pathname !== editorPath(to)) history.pushState(null, '', editorPath(to));
    unsaved.current = null;
    setLeaving(null);
    setRoute(to);
  }, []);

  const go = useCallback(
    (to: EditorRoute) => (unsaved.current?.dirty ? setLeaving({ to, save: unsaved.current.save }) : commit(to)),
    [commit],
  );

  useEffect(() => {
    // The shell may be at a path that names nothing here: the address then says what is shown.
    if (location.pathname !== editorPath(current.current)) history.replaceState(null, '', editorPath(current.current));
    const onPop = () => {
      const to = routeOfLocation(sites, fallbackSite);
      if (!unsaved.current?.dirty) return setRoute(to);
      // Back has already changed the address: put the open screen's back until the editor decides.
      history.pushState(null, '', editorPath(current.current));
      setLeaving({ to, save: unsaved.current.save });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [sites, fallbackSite]);

  const report = useCallback((state: Unsaved | null) => {
    unsaved.current = state;
  }, []);

  return {
    route,
    go,
    leaving,
    leave: () => leaving && commit(leaving.to),
    stay: () => setLeaving(null),
    report,
  };
}

import { useCallback, useEffect, useMemo, useRef } from 'react';
import { api, ApiError } from '../api';
import type { Boot } from '../boot';
import { LeaveGuardContext } from '../leave-guard';
import { useEditorRoute } from '../use-editor-route';
import { CollectionEditor } from '../collections/CollectionEditor';
import { HomeScreen } from './HomeScreen';
import { ReviewsScreen } from './ReviewsScreen';
import { LeaveDialog } from './LeaveDialog';
import { PageScreen } from './PageScreen';
import { GroupScreen } from './GroupScreen';
import { useMessages } from './Messages';

/** The sign-in address with its way back set to where the editor is now (a deep link, issue 25, 3). */
function signInHere(signInUrl: string): string {
  const url = new URL(signInUrl, location.origin);
  if (url.searchParams.has('redirect')) url.searchParams.set('redirect', location.pathname);
  return `${url.pathname}${url.search}`;
}

/**
 * The editor: a site's home (its pages and collections), one page or one collection, as the address names them
 * (editor/route.ts). The first answer of the API says who is here: 401 sends the visitor to the site's sign-in page
 * (and back here after), 403 says the account has no editor role.
 */
export function EditorApp({
  boot,
  navigate = (url) => location.assign(url),
}: {
  boot: Boot;
  navigate?: (url: string) => void;
}) {
  const slugs = useMemo(() => boot.sites.map((s) => s.slug), [boot.sites]);
  const nav = useEditorRoute(slugs, boot.site);
  const { route, go } = nav;
  const { messages, add: say, dismiss } = useMessages();
  // Read when a call fails, so a new `navigate` (a default argument is new each render) never re-runs a fetch.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  });
  const fail = useCallback(
    (e: unknown) => {
      if (e instanceof ApiError && e.status === 401) return navigateRef.current(signInHere(boot.signInUrl));
      if (e instanceof ApiError && e.status === 403) return say('Tu cuenta no tiene el rol de editor de este sitio.');
      say(e instanceof Error ? e.message : String(e));
    },
    [boot.signInUrl, say],
  );
  const site = route.site;
  const loadOptions = useCallback((kind: 'section' | 'collection') => api.options(`${kind}s`, site), [site]);
  const home = () => go({ site, view: 'home' });

  const save = nav.leaving?.save;
  return (
    <LeaveGuardContext.Provider value={nav.report}>
      {route.view === 'page' ? (
        <PageScreen
          key={`${site}/${route.id}`}
          site={site}
          id={route.id}
          loadOptions={loadOptions}
          storybookUrl={boot.storybookUrl}
          onClose={home}
          fail={fail}
        />
      ) : route.view === 'group' ? (
        <GroupScreen
          key={`${route.owner}/${route.id}`}
          site={site}
          owner={route.owner}
          id={route.id}
          loadOptions={loadOptions}
          go={go}
          fail={fail}
        />
      ) : route.view === 'reviews' ? (
        <ReviewsScreen key={site} site={site} go={go} fail={fail} />
      ) : route.view === 'collection' ? (
        <CollectionEditor key={`${site}/${route.id}`} site={site} id={route.id} onClose={home} />
      ) : (
        <HomeScreen
          key={site}
          site={site}
          sites={boot.sites}
          go={go}
          messages={messages}
          say={say}
          dismiss={dismiss}
          fail={fail}
        />
      )}
      {nav.leaving && (
        <LeaveDialog
          onStay={nav.stay}
          onDiscard={nav.leave}
          onSave={save && (() => void save().then((ok) => (ok ? nav.leave() : nav.stay())))}
        />
      )}
    </LeaveGuardContext.Provider>
  );
}

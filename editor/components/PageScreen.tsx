import { useEffect, useState } from 'react';
import { api, ApiError, type LoadedPage } from '../api';
import type { LoadOptions } from '../form/options';
import { PageEditor } from './PageEditor';
import { PresenceBanner } from './PresenceBanner';
import { GroupsProvider, useGroups } from '../use-groups';

interface Props {
  site: string;
  id: string;
  loadOptions: LoadOptions;
  storybookUrl?: string;
  onClose: () => void;
  fail: (e: unknown) => void;
}

/** The page the address names (`/_editor/{site}/pages/{id}`), fetched, then edited. */
export function PageScreen({ site, id, loadOptions, storybookUrl, onClose, fail }: Props) {
  const [loaded, setLoaded] = useState<LoadedPage | null>(null);
  const [problem, setProblem] = useState('');
  const groups = useGroups(site);
  useEffect(() => {
    let live = true;
    api.getPage(site, id).then(
      (l) => live && setLoaded(l),
      (e: unknown) => {
        if (!live) return;
        if (e instanceof ApiError && e.status === 401) return fail(e);
        if (e instanceof ApiError && e.status === 404) setProblem(`No hay una página «${id}» en este sitio.`);
        else if (e instanceof ApiError && e.status === 403) setProblem('Tu cuenta no puede editar este sitio.');
        else setProblem(e instanceof Error ? e.message : String(e));
      },
    );
    return () => {
      live = false;
    };
    // `fail` is the app's and stable in effect; a new one must not fetch the page again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [site, id]);

  // The landmark is here, not in PageEditor: the page's own `h1` is in its toolbar (Toolbar.tsx).
  if (loaded)
    return (
      <main className="ed-main">
        <PresenceBanner site={site} id={id} />
        <GroupsProvider value={groups}>
          <PageEditor
            site={site}
            loaded={loaded}
            loadOptions={loadOptions}
            storybookUrl={storybookUrl}
            onClose={onClose}
          />
        </GroupsProvider>
      </main>
    );
  return (
    <main className="ed-home">
      <h1>{problem ? 'No se pudo abrir la página' : 'Cargando la página…'}</h1>
      {problem && (
        <p role="alert">
          {problem}{' '}
          <button type="button" className="ed-button" onClick={onClose}>
            ← Páginas
          </button>
        </p>
      )}
    </main>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { api, ApiError, type PageSummary } from '../api';
import type { Boot } from '../boot';
import type { PageDoc } from '../types';
import { PageEditor } from './PageEditor';
import { PagesList } from './PagesList';
import { CollectionEditor } from '../collections/CollectionEditor';
import { CollectionsList } from '../collections/CollectionsList';

/**
 * The editor: choose a site, its pages, one page. The first answer of the API says who is here: 401 sends the
 * visitor to the site's sign-in page (and back here after), 403 says the account has no editor role.
 */
export function EditorApp({
  boot,
  navigate = (url) => location.assign(url),
}: {
  boot: Boot;
  navigate?: (url: string) => void;
}) {
  const [site, setSite] = useState(boot.site);
  const [pages, setPages] = useState<PageSummary[] | null>(null);
  const [open, setOpen] = useState<{ page: PageDoc; etag: string } | null>(null);
  const [collection, setCollection] = useState<string | null>(null);
  const [problem, setProblem] = useState('');

  const fail = useCallback(
    (e: unknown) => {
      if (e instanceof ApiError && e.status === 401) return navigate(boot.signInUrl);
      if (e instanceof ApiError && e.status === 403)
        return setProblem('Tu cuenta no tiene el rol de editor de este sitio.');
      setProblem((e as Error).message);
    },
    [navigate, boot.signInUrl],
  );
  const refresh = useCallback(() => {
    api.listPages(site).then((list) => {
      setProblem('');
      setPages(list);
    }, fail);
  }, [site, fail]);
  useEffect(refresh, [refresh]);

  const openPage = (id: string) => api.getPage(site, id).then(setOpen, fail);
  const loadOptions = useCallback((kind: 'section' | 'collection') => api.options(`${kind}s`, site), [site]);

  if (open)
    return (
      <PageEditor
        key={`${site}/${open.page.id}`}
        site={site}
        loaded={open}
        loadOptions={loadOptions}
        storybookUrl={boot.storybookUrl}
        onClose={() => {
          setOpen(null);
          refresh();
        }}
      />
    );
  if (collection)
    return (
      <CollectionEditor key={`${site}/${collection}`} site={site} id={collection} onClose={() => setCollection(null)} />
    );
  return (
    <main className="ed-home">
      <h1>Editor de páginas</h1>
      <label>
        Sitio{' '}
        <select value={site} onChange={(e) => setSite(e.target.value)}>
          {boot.sites.map((s) => (
            <option key={s.slug} value={s.slug}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      {problem && (
        <p className="ed-error" role="alert">
          {problem}
        </p>
      )}
      {pages && <CollectionsList site={site} onOpen={setCollection} />}
      {pages && (
        <PagesList
          pages={pages}
          onOpen={(id) => void openPage(id)}
          onCreate={(p) =>
            api
              .createPage(site, p)
              .then(() => openPage(p.id))
              .catch((e: unknown) =>
                e instanceof ApiError && e.status === 409
                  ? setProblem('Ya existe una página con ese id o esa ruta.')
                  : fail(e),
              )
          }
        />
      )}
    </main>
  );
}

import { api, ApiError } from '../api';
import type { Boot } from '../boot';
import { editorPath, type EditorRoute } from '../route';
import { usePageList } from '../use-page-list';
import { CollectionsList } from '../collections/CollectionsList';
import { Messages, type Message } from './Messages';
import { NewPageForm, type NewPageRequest } from './NewPageForm';
import { reuseApi } from '../api-reuse';
import { PagesList } from './PagesList';
import { ReviewQueue } from './ReviewQueue';
import { useMe } from '../use-me';
import { usePagesInReview } from '../use-pages-in-review';
import { useSchedules } from '../use-schedules';
import { zoneOf } from '../site-zone';

interface Props {
  site: string;
  sites: Boot['sites'];
  go: (route: EditorRoute) => void;
  messages: Message[];
  say: (text: string) => void;
  dismiss: (id: number) => void;
  fail: (e: unknown) => void;
}

/** Why a create was refused (409), in the editor's words: which of the two is taken. */
const taken = (e: ApiError, page: { id: string; route: string }) =>
  e.code === 'ROUTE_EXISTS'
    ? `Ya existe una página con la ruta «${page.route}».`
    : e.code === 'ID_EXISTS'
      ? `Ya existe una página con el id «${page.id}».`
      : 'Ya existe una página con ese id o esa ruta.';

/** The editor's home (issue 25, 4): the site, its pages, its collections and a new page; messages stay until dismissed. */
export function HomeScreen({ site, sites, go, messages, say, dismiss, fail }: Props) {
  const { pages, reload } = usePageList(site, fail);
  const me = useMe(site);
  const inReview = usePagesInReview(site, pages);
  const schedules = useSchedules(site);
  const create = (p: NewPageRequest) =>
    (p.from ? reuseApi.copyPage(site, { id: p.id, route: p.route, from: p.from }) : api.createPage(site, p)).then(
      () => go({ site, view: 'page', id: p.id }),
      (e: unknown) => {
        // A copy checked for this site (issue 26, item 4): say what it lacks, where.
        if (e instanceof ApiError && e.status === 422)
          return say(`La copia no vale en este sitio: ${e.errors.map((x) => `${x.pointer} ${x.message}`).join('; ')}`);
        if (!(e instanceof ApiError) || e.status !== 409) return fail(e);
        say(taken(e, p));
        // Someone else may have made it since the list loaded: show it.
        reload();
      },
    );
  return (
    <main className="ed-home">
      <header className="ed-home__head">
        <h1>Editor de páginas</h1>
        <label className="ed-inline">
          Sitio{' '}
          <select value={site} onChange={(e) => go({ site: e.target.value, view: 'home' })}>
            {sites.map((s) => (
              <option key={s.slug} value={s.slug}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
      </header>
      <Messages messages={messages} onDismiss={dismiss} />
      {me?.mayPublish && (
        <>
          <ReviewQueue site={site} onDecided={reload} fail={fail} />
          <p>
            <a
              href={editorPath({ site, view: 'reviews' })}
              onClick={(e) => (e.preventDefault(), go({ site, view: 'reviews' }))}
            >
              Las solicitudes en una página propia
            </a>
          </p>
        </>
      )}
      {pages && (
        <div className="ed-home__grid">
          <PagesList
            pages={pages}
            inReview={inReview}
            onOpen={(id) => go({ site, view: 'page', id })}
            schedules={{ list: schedules, zone: zoneOf(site) }}
          />
          <aside className="ed-home__side" aria-label="Colecciones y nueva página">
            <CollectionsList site={site} onOpen={(id) => go({ site, view: 'collection', id })} />
            <NewPageForm site={site} sites={sites} onCreate={(p) => void create(p)} />
          </aside>
        </div>
      )}
    </main>
  );
}

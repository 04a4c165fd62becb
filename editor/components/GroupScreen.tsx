import { useEffect, useMemo, useState } from 'react';
import { ApiError, type FieldError } from '../api';
import { reuseApi, type LoadedGroup } from '../api-reuse';
import { useMayPublish } from '../use-may-publish';
import { OptionsProvider, PickerSiteProvider, type LoadOptions } from '../form/options';
import type { EditorRoute } from '../route';
import type { PageDoc, PageNode } from '../types';
import { GroupBlocks, groupNodeAnchor } from './GroupBlocks';
import { Preview } from './Preview';

/** The group's blocks alone on a landing page of the site being edited: what they look like wherever they go. */
const previewPage = (id: string, nodes: PageNode[]): PageDoc => ({
  id: `grupo-${id}`.slice(0, 80),
  route: '/',
  layout: 'landing',
  areas: { main: nodes },
});

interface Props {
  site: string;
  /** The group's own site, or `shared`. */
  owner: string;
  id: string;
  loadOptions: LoadOptions;
  go: (route: EditorRoute) => void;
  fail: (e: unknown) => void;
}

/**
 * A reusable block group (issue 26, item 5): its name and blocks with the page editor's block form beside a preview
 * of the unsaved blocks, the pages that link it, and save (a draft) and publish (every linking page changes for
 * readers).
 */
export function GroupScreen({ site, owner, id, loadOptions, go, fail }: Props) {
  const [loaded, setLoaded] = useState<LoadedGroup | null>(null);
  const [name, setName] = useState('');
  const [nodes, setNodes] = useState<PageNode[]>([]);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [status, setStatus] = useState('');
  const mayPublish = useMayPublish(owner);
  const page = useMemo(() => previewPage(id, nodes), [id, nodes]);
  const show = (l: LoadedGroup) => (setLoaded(l), setName(l.group.name), setNodes(l.group.nodes), setErrors([]));

  useEffect(() => {
    reuseApi.group(owner, id).then(show, fail);
    // `fail` is the app's and stable in effect: a new one must not load the group again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [owner, id]);

  const run = (what: Promise<LoadedGroup>, done: string) =>
    what.then(
      (l) => (show(l), setStatus(done)),
      (e: unknown) => {
        if (e instanceof ApiError && e.status === 422)
          return (setErrors(e.errors), setStatus('El grupo tiene errores.'));
        if (e instanceof ApiError && e.status === 412) return setStatus('Otra persona guardó este grupo: recarga.');
        fail(e);
      },
    );
  const dirty = Boolean(loaded && (name !== loaded.group.name || nodes !== loaded.group.nodes));
  if (!loaded)
    return (
      <main className="ed-home">
        <h1>Cargando el grupo…</h1>
      </main>
    );
  const { group } = loaded;
  return (
    <OptionsProvider value={loadOptions}>
      <PickerSiteProvider value={site}>
        <main className="ed-home ed-group">
          <header className="ed-home__head">
            <button type="button" className="ed-button ed-button--quiet" onClick={() => go({ site, view: 'home' })}>
              ← Páginas
            </button>
            <h1>Grupo: {group.name}</h1>
            <span role="status" className="ed-status">
              {dirty ? 'Cambios sin guardar. ' : ''}
              {status || (group.draft ? 'Borrador sin publicar.' : 'Publicado.')}
            </span>
          </header>
          <div className="ed-field">
            <label htmlFor="ed-group-name">Nombre del grupo</label>
            <input id="ed-group-name" value={name} onChange={(e) => setName(e.target.value)} />
          </div>
          <div className="ed-group__work">
            <GroupBlocks nodes={nodes} errors={errors} onChange={setNodes} />
            <Preview
              site={site}
              page={page}
              onSelect={(nodeId) =>
                document.getElementById(groupNodeAnchor(nodeId))?.scrollIntoView({ block: 'center' })
              }
            />
          </div>
          <div className="ed-toolbar__group" role="group" aria-label="Guardar y publicar el grupo">
            <button
              type="button"
              className="ed-button"
              disabled={!dirty}
              onClick={() =>
                void run(reuseApi.saveGroup(owner, id, { name, nodes }, loaded.etag), 'Borrador guardado.')
              }
            >
              Guardar borrador del grupo
            </button>
            {mayPublish && (
              <button
                type="button"
                className="ed-button ed-button--primary"
                disabled={dirty}
                title={dirty ? 'Guarda antes de publicar' : undefined}
                onClick={() => void run(reuseApi.publishGroup(owner, id, loaded.etag), 'Grupo publicado.')}
              >
                Publicar grupo
              </button>
            )}
          </div>
          <section aria-labelledby="ed-group-used">
            <h2 id="ed-group-used">Páginas que lo usan</h2>
            {group.usedBy.length ? (
              <ul>
                {group.usedBy.map((p) => (
                  <li key={`${p.site}/${p.id}`}>
                    <a href={`/_editor/${p.site}/pages/${p.id}`}>{p.title}</a> <small>({p.site})</small>
                  </li>
                ))}
              </ul>
            ) : (
              <p>Ninguna página enlaza este grupo todavía.</p>
            )}
          </section>
        </main>
      </PickerSiteProvider>
    </OptionsProvider>
  );
}

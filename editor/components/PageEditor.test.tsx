// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { editorPageFixture } from '../../fixtures/editor';
import type { PageDoc } from '../types';
import { PageEditor } from './PageEditor';

/** What the fake API received: each write's method, URL, headers and body. */
const calls: { method: string; url: string; ifMatch: string | null; csrf: string | null; body: unknown }[] = [];
const record = async (request: Request) =>
  calls.push({
    method: request.method,
    url: new URL(request.url).pathname,
    ifMatch: request.headers.get('If-Match'),
    csrf: request.headers.get('X-Editor-CSRF'),
    body: await request.json().catch(() => null),
  });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

const loadOptions = async (kind: 'section' | 'collection') =>
  kind === 'section' ? [{ value: 'nacion', label: 'nacion' }] : [{ value: 'portada', label: 'Portada' }];

function open(page: PageDoc = editorPageFixture()) {
  return render(
    <PageEditor
      site="semana"
      loaded={{ page, etag: '"v1"' }}
      loadOptions={loadOptions}
      onClose={() => {}}
      preview={false}
    />,
  );
}
const tree = () => screen.getByRole('navigation', { name: 'Estructura de la página' });
const rows = () => [...tree().querySelectorAll('.ed-tree__label code')].map((c) => c.textContent);
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
/** Selects the first node of the tree that is this block, as an editor clicks its row. */
const select = (block: string) =>
  fireEvent.click(
    [...tree().querySelectorAll('.ed-tree__label')].find((b) => b.querySelector('code')?.textContent === block)!,
  );

describe('the page tree', () => {
  it('shows areas, containers and blocks in order, and edits them by its buttons', () => {
    open();
    expect(rows()).toEqual(['hero-slider', 'two-column', 'article-card-grid', 'most-read']);
    click('Bajar hero-slider');
    expect(rows()).toEqual(['two-column', 'article-card-grid', 'most-read', 'hero-slider']);
    click('Duplicar most-read');
    expect(rows()).toEqual(['two-column', 'article-card-grid', 'most-read', 'most-read', 'hero-slider']);
    fireEvent.click(screen.getAllByRole('button', { name: 'Quitar most-read' })[0]);
    click('Quitar article-card-grid');
    expect(rows()).toEqual(['two-column', 'most-read', 'hero-slider']);
  });

  it('adds a block from the palette, grouped by family with its Spanish description', () => {
    open();
    const palette = screen.getByRole('complementary', { name: 'Bloques disponibles' });
    expect(within(palette).getByText('Listas con «cargar más»')).toBeTruthy();
    expect(within(palette).getByText('Grilla de las últimas notas, con carga de más')).toBeTruthy();
    select('hero-slider');
    fireEvent.click(within(palette).getByRole('button', { name: 'Añadir latest-articles-grid' }));
    expect(rows()).toEqual(['hero-slider', 'latest-articles-grid', 'two-column', 'article-card-grid', 'most-read']);
    expect(screen.getByRole('form', { name: 'Configuración de latest-articles-grid' })).toBeTruthy();
  });
});

describe('the block form', () => {
  it('refuses feedSize 60 with the validate message, marks the node, and does not save', async () => {
    open();
    select('article-card-grid');
    const feedSize = screen.getByLabelText('Cantidad de notas') as HTMLInputElement;
    fireEvent.change(feedSize, { target: { value: '60' } });
    expect(feedSize.value).toBe('60');
    expect(screen.getByRole('alert').textContent).toBe('debe ser como máximo 50');
    expect(within(tree()).getByRole('list', { name: 'Errores de article-card-grid' }).textContent).toBe(
      'feedSize: debe ser como máximo 50',
    );
    click('Guardar borrador');
    expect(await screen.findByText(/Corrige los 1 error/)).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.change(feedSize, { target: { value: '50' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers the sections that exist in the section picker', async () => {
    open();
    select('article-card-grid');
    const offered = () => [...document.querySelectorAll('datalist option')].map((o) => o.getAttribute('value'));
    await waitFor(() => expect(offered()).toEqual(['nacion']));
  });

  it('edits text and booleans: the tree shows the change', () => {
    open();
    select('article-card-grid');
    fireEvent.click(screen.getByLabelText('Publicado'));
    expect(tree().textContent).toContain('(sin publicar)');
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: '' } });
    expect((screen.getByLabelText('Título') as HTMLInputElement).value).toBe('');
  });
});

describe('undo and redo', () => {
  it('undoes a removal and a config edit, and redoes them, by the toolbar and by Ctrl+Z / Ctrl+Shift+Z', () => {
    open();
    click('Quitar most-read');
    select('hero-slider');
    fireEvent.change(screen.getByLabelText('Cantidad de notas'), { target: { value: '5' } });
    click('Deshacer');
    expect((screen.getByLabelText('Cantidad de notas') as HTMLInputElement).value).toBe('3');
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(rows()).toContain('most-read');
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true, shiftKey: true });
    expect(rows()).not.toContain('most-read');
    click('Rehacer');
    expect((screen.getByLabelText('Cantidad de notas') as HTMLInputElement).value).toBe('5');
    expect((screen.getByRole('button', { name: 'Rehacer' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the JSON view', () => {
  // The view imports its CodeMirror module lazily; its first transform by vitest can outlast findByRole's 1 s on a
  // busy machine, so it is loaded once here, as a browser would have the chunk after the first opening.
  beforeAll(() => import('../json-code'), 30_000);
  /** The CodeMirror surface, once its lazily loaded code has arrived. */
  const surface = () => screen.findByRole('textbox', { name: 'JSON de la página' });
  /** Replaces the whole text as typing would: through the editor's own transaction. */
  const type = async (value: string) => {
    const view = EditorView.findFromDOM(await surface())!;
    act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value } }));
  };
  const shownText = async () => EditorView.findFromDOM(await surface())!.state.doc.toString();

  it('applies edited JSON as one change that undo takes back, and refuses JSON that is not the page', async () => {
    open();
    click('JSON');
    await type('{ "areas": ');
    click('Aplicar el JSON');
    expect(screen.getByRole('alert').textContent).toMatch(/^JSON no válido: /);
    const page = JSON.parse(JSON.stringify(editorPageFixture())) as PageDoc;
    page.areas.main.shift(); // the hero-slider goes
    await type(JSON.stringify({ ...page, id: 'otra' }));
    click('Aplicar el JSON');
    expect(screen.getByRole('alert').textContent).toBe('El id de la página debe seguir siendo semana-home.');
    await type(JSON.stringify(page));
    click('Aplicar el JSON');
    expect(rows()).toEqual(['two-column', 'article-card-grid', 'most-read']);
    click('Deshacer');
    expect(rows()).toEqual(['hero-slider', 'two-column', 'article-card-grid', 'most-read']);
    await waitFor(async () => expect(await shownText()).toContain('hero-slider'));
  });

  it("leaves Ctrl+Z inside the JSON to CodeMirror: the page's own undo does not run", async () => {
    open();
    click('Quitar most-read');
    click('JSON');
    fireEvent.keyDown(await surface(), { key: 'z', ctrlKey: true });
    expect(rows()).toEqual(['hero-slider', 'two-column', 'article-card-grid']);
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(rows()).toContain('most-read');
  });

  it("discards an edit: the page's JSON comes back and the page is unchanged", async () => {
    open();
    click('JSON');
    await type('{}');
    expect((screen.getByRole('button', { name: 'Aplicar el JSON' }) as HTMLButtonElement).disabled).toBe(false);
    click('Descartar');
    await waitFor(async () => expect(await shownText()).toBe(JSON.stringify(editorPageFixture(), null, 2)));
    expect((screen.getByRole('button', { name: 'Aplicar el JSON' }) as HTMLButtonElement).disabled).toBe(true);
    expect(rows()).toEqual(['hero-slider', 'two-column', 'article-card-grid', 'most-read']);
  });
});

describe('save, publish and a stale save', () => {
  const theirs = () => {
    const page = editorPageFixture();
    const two = page.areas.main[1] as unknown as { children: { main: { config: Record<string, unknown> }[] } };
    two.children.main[0].config.title = 'Política';
    return page;
  };
  const pageUrl = '*/api/editor/pages/semana/semana-home';

  it('saves the draft with If-Match and the CSRF header, then publishes with the ETag the save answered', async () => {
    server.use(
      http.put(
        pageUrl,
        async ({ request }) => (await record(request), new HttpResponse(null, { headers: { ETag: '"v2"' } })),
      ),
      // As the server answers: the ETag in the body (a header, if any, may be Express's own weak one of the body).
      http.post(
        `${pageUrl}/publish`,
        async ({ request }) => (
          await record(request),
          HttpResponse.json({ version: 2, etag: '"v2"' }, { headers: { ETag: 'W/"2d-x"' } })
        ),
      ),
    );
    open();
    expect((screen.getByRole('button', { name: 'Guardar borrador' }) as HTMLButtonElement).disabled).toBe(true);
    click('Quitar most-read');
    expect((screen.getByRole('button', { name: 'Publicar' }) as HTMLButtonElement).disabled).toBe(true);
    click('Guardar borrador');
    await screen.findByText('Borrador guardado.');
    click('Publicar');
    await screen.findByText(/Publicada/);
    // The next save after a publish names the published version, not a stale or foreign ETag.
    click('Quitar hero-slider');
    click('Guardar borrador');
    await screen.findByText('Borrador guardado.');
    expect(calls.map((c) => [c.method, c.url, c.ifMatch, c.csrf])).toEqual([
      ['PUT', '/api/editor/pages/semana/semana-home', '"v1"', '1'],
      ['POST', '/api/editor/pages/semana/semana-home/publish', '"v2"', '1'],
      ['PUT', '/api/editor/pages/semana/semana-home', '"v2"', '1'],
    ]);
    expect(JSON.stringify(calls[0].body)).not.toContain('most-read');
  });

  it("marks the server's 422 problems on their node, in Spanish", async () => {
    server.use(
      http.put(pageUrl, () =>
        HttpResponse.json(
          { errors: [{ pointer: '/areas/main/0/config/feedSize', message: 'must be <= 2', block: 'hero-slider' }] },
          { status: 422 },
        ),
      ),
    );
    open();
    click('Bajar hero-slider');
    click('Subir hero-slider');
    click('Guardar borrador');
    const problems = await within(tree()).findByRole('list', { name: 'Errores de hero-slider' });
    expect(problems.textContent).toBe('feedSize: debe ser como máximo 2');
  });

  it('412: shows what changed, and overwrites only when asked, with the ETag of the page it was shown', async () => {
    let stale = true;
    server.use(
      http.put(pageUrl, async ({ request }) => {
        await record(request);
        return stale ? new HttpResponse(null, { status: 412 }) : new HttpResponse(null, { headers: { ETag: '"v4"' } });
      }),
      http.get(pageUrl, () => HttpResponse.json(theirs(), { headers: { ETag: '"v3"' } })),
    );
    open();
    click('Quitar most-read');
    click('Guardar borrador');
    const dialog = await screen.findByRole('alertdialog', { name: 'Otra persona guardó esta página' });
    const diff = within(dialog).getByRole('table', { name: 'Diferencias con la versión guardada' });
    expect(diff.textContent).toContain('/areas/main/1/children/main/0/config/title');
    expect(diff.textContent).toContain('"Política"');
    expect(diff.textContent).toContain('"Nación"');
    stale = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sobrescribir con mi versión' }));
    await screen.findByText('Borrador guardado.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.map((c) => c.ifMatch)).toEqual(['"v1"', '"v3"']);
  });

  it('412: reloading takes the saved page and drops the unsaved edits', async () => {
    server.use(
      http.put(pageUrl, () => new HttpResponse(null, { status: 412 })),
      http.get(pageUrl, () => HttpResponse.json(theirs(), { headers: { ETag: '"v3"' } })),
    );
    open();
    click('Quitar most-read');
    click('Guardar borrador');
    fireEvent.click(await screen.findByRole('button', { name: /Recargar la versión guardada/ }));
    expect(rows()).toEqual(['hero-slider', 'two-column', 'article-card-grid', 'most-read']);
    expect(tree().textContent).toContain('two-column');
    expect((screen.getByRole('button', { name: 'Deshacer' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

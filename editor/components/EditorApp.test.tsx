// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { editorPageFixture } from '../../fixtures/editor';
import type { Boot } from '../boot';
import { EditorApp } from './EditorApp';

// Who is signed in (an editor: no review queue) and the review calls every screen makes, answered as for no request.
const server = setupServer(
  http.get('*/api/editor/me', () =>
    HttpResponse.json({ email: 'eva@semana.com', roles: ['editor'], mayPublish: false, admin: false }),
  ),
  http.get('*/api/editor/reviews/pages', () => HttpResponse.json([])),
  http.get('*/api/editor/pages/:site/:id/review-requests', () => HttpResponse.json([])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
// Each test starts at the editor's home address.
beforeEach(() => history.replaceState(null, '', '/_editor/semana/'));
afterAll(() => server.close());

const boot: Boot = {
  site: 'semana',
  sites: [
    { slug: 'semana', name: 'Semana' },
    { slug: 'soho', name: 'Soho' },
  ],
  signInUrl: '/login-semana/?redirect=%2F_editor%2F',
};

describe('the editor app', () => {
  it('sends an anonymous visitor (401) to the sign-in page', async () => {
    server.use(http.get('*/api/editor/pages', () => HttpResponse.json({ error: 'Sin sesión' }, { status: 401 })));
    const navigate = vi.fn();
    render(<EditorApp boot={boot} navigate={navigate} />);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/login-semana/?redirect=%2F_editor%2Fsemana%2F'));
  });

  it('tells an account without the role (403) so, and lists nothing', async () => {
    server.use(http.get('*/api/editor/pages', () => HttpResponse.json({ error: 'Prohibido' }, { status: 403 })));
    render(<EditorApp boot={boot} navigate={vi.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Tu cuenta no tiene el rol de editor de este sitio.');
    expect(screen.getByRole('button', { name: /^Cerrar el aviso/ })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("lists the chosen site's pages and opens one as a tree", async () => {
    server.use(
      http.get('*/api/editor/pages', ({ request }) =>
        HttpResponse.json([
          {
            id: `${new URL(request.url).searchParams.get('site')}-home`,
            route: '/',
            title: 'Portada',
            published: true,
          },
        ]),
      ),
      http.get('*/api/editor/pages/soho/soho-home', () =>
        HttpResponse.json(editorPageFixture(), { headers: { ETag: '"v1"' } }),
      ),
      http.post('*/api/editor/preview', () => HttpResponse.text('<p>vista</p>')),
      http.get('*/api/editor/options/collections', () => HttpResponse.json([{ id: 'portada', name: 'Portada' }])),
    );
    render(<EditorApp boot={boot} navigate={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Sitio'), { target: { value: 'soho' } });
    expect(await screen.findByRole('cell', { name: 'En línea' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Portada portada' })).toBeTruthy();
    expect(location.pathname).toBe('/_editor/soho/');
    fireEvent.click(await screen.findByRole('button', { name: 'Portada' }));
    expect(await screen.findByRole('navigation', { name: 'Estructura de la página' })).toBeTruthy();
    // The address names the page: a reload or a shared link opens it again.
    expect(location.pathname).toBe('/_editor/soho/pages/soho-home');
  });

  it('opens the page its address names, and goes back to the list with Back', async () => {
    history.replaceState(null, '', '/_editor/semana/pages/semana-home');
    const lists = vi.fn();
    server.use(
      http.get('*/api/editor/pages', () => (lists(), HttpResponse.json([]))),
      http.get('*/api/editor/options/collections', () => HttpResponse.json([])),
      http.get('*/api/editor/pages/semana/semana-home', () =>
        HttpResponse.json(editorPageFixture(), { headers: { ETag: '"v1"' } }),
      ),
      http.post('*/api/editor/preview', () => HttpResponse.text('<p>vista</p>')),
    );
    render(<EditorApp boot={boot} navigate={vi.fn()} />);
    expect(await screen.findByRole('navigation', { name: 'Estructura de la página' })).toBeTruthy();
    expect(lists).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '← Páginas' }));
    expect(await screen.findByRole('heading', { name: 'Editor de páginas' })).toBeTruthy();
    expect(location.pathname).toBe('/_editor/semana/');
    history.back();
    expect(await screen.findByRole('navigation', { name: 'Estructura de la página' })).toBeTruthy();
  });

  it('asks before leaving a page with unsaved changes, and Esc stays', async () => {
    history.replaceState(null, '', '/_editor/semana/pages/semana-home');
    server.use(
      http.get('*/api/editor/pages/semana/semana-home', () =>
        HttpResponse.json(editorPageFixture(), { headers: { ETag: '"v1"' } }),
      ),
      http.post('*/api/editor/preview', () => HttpResponse.text('<p>vista</p>')),
      http.get('*/api/editor/pages', () => HttpResponse.json([])),
      http.get('*/api/editor/options/collections', () => HttpResponse.json([])),
    );
    render(<EditorApp boot={boot} navigate={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Quitar most-read' }));
    fireEvent.click(screen.getByRole('button', { name: '← Páginas' }));
    const dialog = screen.getByRole('dialog', { name: 'Tienes cambios sin guardar' });
    expect(document.activeElement?.textContent).toBe('Seguir editando');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location.pathname).toBe('/_editor/semana/pages/semana-home');
    fireEvent.click(screen.getByRole('button', { name: '← Páginas' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Salir sin guardar' }));
    expect(await screen.findByRole('heading', { name: 'Editor de páginas' })).toBeTruthy();
    expect(dialog.isConnected).toBe(false);
  });

  it('loads the list once, and keeps a refused create (409) on screen after the list answers again', async () => {
    const lists = vi.fn();
    server.use(
      http.get(
        '*/api/editor/pages',
        () => (lists(), HttpResponse.json([{ id: 'semana-home', route: '/', title: 'semana-home', published: true }])),
      ),
      http.get('*/api/editor/options/collections', () => HttpResponse.json([])),
      http.post('*/api/editor/pages/semana', () =>
        HttpResponse.json({ error: 'Ruta ocupada', code: 'ROUTE_EXISTS' }, { status: 409 }),
      ),
    );
    render(<EditorApp boot={boot} navigate={vi.fn()} />);
    await screen.findByRole('button', { name: 'Portada' });
    fireEvent.change(screen.getByLabelText('Id'), { target: { value: 'otra' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Nueva página' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Ya existe una página con la ruta «/».');
    await vi.waitFor(() => expect(lists).toHaveBeenCalledTimes(2)); // the list again, after the refusal
    expect(screen.getByRole('alert').textContent).toBe('Ya existe una página con la ruta «/».');
    fireEvent.click(screen.getByRole('button', { name: /^Cerrar el aviso/ }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('searches, filters and sorts the list, with a badge for each state', async () => {
    server.use(
      http.get('*/api/editor/pages', () =>
        HttpResponse.json([
          { id: 'semana-home', route: '/', title: 'semana-home', published: true, draft: true, layout: 'default' },
          { id: 'politica', route: '/politica/', title: 'Política', published: true, shared: true, layout: 'default' },
          { id: 'especial', route: '/especial/', title: 'Especial', published: false, draft: true, layout: 'landing' },
        ]),
      ),
      http.get('*/api/editor/options/collections', () => HttpResponse.json([])),
    );
    render(<EditorApp boot={boot} navigate={vi.fn()} />);
    await screen.findByRole('button', { name: 'Portada' });
    const names = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.querySelector('button')?.textContent);
    fireEvent.change(screen.getByLabelText('Ordenar por'), { target: { value: 'title' } });
    expect(names()).toEqual(['Especial', 'Política', 'Portada']);
    expect(screen.getAllByRole('row')[2].textContent).toContain('En líneaCompartida');
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'POLITICA' } });
    expect(names()).toEqual(['Política']);
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Estado'), { target: { value: 'draft' } });
    expect(names()).toEqual(['Especial', 'Portada']);
    fireEvent.change(screen.getByLabelText('Diseño', { selector: '.ed-filters select' }), {
      target: { value: 'landing' },
    });
    expect(names()).toEqual(['Especial']);
  });

  it('opens the review queue at its own address for a publisher, and says why not for an editor', async () => {
    server.use(http.get('*/api/editor/pages', () => HttpResponse.json([])));
    history.replaceState(null, '', '/_editor/semana/reviews');
    const { unmount } = render(<EditorApp boot={boot} navigate={vi.fn()} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Solicitudes de publicación');
    expect(await screen.findByText('Solo quien publica en este sitio ve y atiende las solicitudes.')).toBeTruthy();
    unmount();

    server.use(
      http.get('*/api/editor/me', () =>
        HttpResponse.json({ email: 'ana@semana.com', roles: ['publisher'], mayPublish: true, admin: false }),
      ),
      http.get('*/api/editor/reviews', () =>
        HttpResponse.json([
          {
            id: 7,
            pageId: 'semana-home',
            version: 4,
            status: 'requested',
            requestedBy: 'eva@semana.com',
            requestedAt: '2026-11-28T15:42:00Z',
            title: 'Portada',
            route: '/',
            liveVersion: 3,
            stale: false,
          },
        ]),
      ),
    );
    render(<EditorApp boot={boot} navigate={vi.fn()} />);
    const queue = await screen.findByRole('region', { name: /^Revisión/ }, { timeout: 5000 });
    expect(await within(queue).findByRole('article', { name: 'Solicitud: Portada' })).toBeTruthy();
    // «← Páginas» goes home, and the home links back to this address.
    fireEvent.click(screen.getByRole('button', { name: '← Páginas' }));
    const link = await screen.findByRole('link', { name: 'Las solicitudes en una página propia' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/_editor/semana/reviews');
  });
});

// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { editorPageFixture } from '../../fixtures/editor';
import type { Boot } from '../boot';
import { EditorApp } from './EditorApp';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
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
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/login-semana/?redirect=%2F_editor%2F'));
  });

  it('tells an account without the role (403) so, and lists nothing', async () => {
    server.use(http.get('*/api/editor/pages', () => HttpResponse.json({ error: 'Prohibido' }, { status: 403 })));
    render(<EditorApp boot={boot} navigate={vi.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Tu cuenta no tiene el rol de editor de este sitio.');
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
    expect(await screen.findByText('Portada')).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'Publicada' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Portada portada' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Portada' }));
    expect(await screen.findByRole('navigation', { name: 'Estructura de la página' })).toBeTruthy();
  });
});

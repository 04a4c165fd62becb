// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { CollectionEditor } from './CollectionEditor';

const story = (id: string, headline: string) => ({
  id,
  headline,
  url: `/n/${id}/`,
  publishDate: '2026-11-20T12:00:00Z',
});
const A = story('A', 'Primera nota');
const B = story('B', 'Segunda nota');
const C = story('C', 'Nota buscada');
const collection = (stories: ReturnType<typeof story>[]) => ({
  id: 'portada',
  name: 'Portada',
  storyIds: stories.map((s) => s.id),
  stories,
});

const puts: { ifMatch: string | null; csrf: string | null; body: unknown }[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  puts.length = 0;
});
afterAll(() => server.close());

const url = '*/api/editor/collections/semana/portada';
const listed = () =>
  within(screen.getByRole('list', { name: 'Notas de la colección' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('strong')?.textContent);

describe('the collection editor', () => {
  it('reorders, adds a story found by search, and publishes the order with If-Match and the CSRF header', async () => {
    let saved: string[] | undefined;
    server.use(
      http.get(url, () => HttpResponse.json(collection([A, B]), { headers: { ETag: '"1-x"' } })),
      http.get('*/api/editor/stories', ({ request }) =>
        HttpResponse.json(new URL(request.url).searchParams.get('q') === 'buscada' ? [C, A] : [A, B]),
      ),
      http.get(`${url}/versions`, () =>
        HttpResponse.json(
          saved
            ? [
                { version: 2, savedAt: '2026-11-25T10:00:00Z', savedBy: 'ana@semana.com', storyIds: saved },
                { version: 1, savedAt: '2026-11-20T10:00:00Z', savedBy: 'seed', storyIds: ['A', 'B'] },
              ]
            : [{ version: 1, savedAt: '2026-11-20T10:00:00Z', savedBy: 'seed', storyIds: ['A', 'B'] }],
        ),
      ),
      http.put(url, async ({ request }) => {
        const body = (await request.json()) as { storyIds: string[] };
        puts.push({ ifMatch: request.headers.get('If-Match'), csrf: request.headers.get('X-Editor-CSRF'), body });
        const byId = { A, B, C } as Record<string, ReturnType<typeof story>>;
        saved = body.storyIds;
        return HttpResponse.json(collection(body.storyIds.map((id) => byId[id])), { headers: { ETag: '"2-y"' } });
      }),
    );
    render(<CollectionEditor site="semana" id="portada" onClose={() => {}} />);
    await waitFor(() => expect(listed()).toEqual(['Primera nota', 'Segunda nota']));
    const publish = screen.getByRole('button', { name: 'Publicar orden' }) as HTMLButtonElement;
    expect(publish.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Bajar «Primera nota»' }));
    expect(listed()).toEqual(['Segunda nota', 'Primera nota']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar notas' }), { target: { value: 'buscada' } });
    // Stories already in the collection are not offered again.
    fireEvent.click(await screen.findByRole('button', { name: 'Añadir «Nota buscada»' }));
    expect(screen.queryByRole('button', { name: 'Añadir «Primera nota»' })).toBeNull();
    expect(listed()).toEqual(['Segunda nota', 'Primera nota', 'Nota buscada']);
    fireEvent.click(publish);
    await screen.findByText(/Orden publicado: los lectores lo ven ahora\./);
    expect(puts).toEqual([{ ifMatch: '"1-x"', csrf: '1', body: { storyIds: ['B', 'A', 'C'] } }]);
    expect(publish.disabled).toBe(true);
    // The history: the order just published, and the first one, which can be published again.
    const history = await screen.findByRole('region', { name: 'Historial de la colección' });
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(2));
    const first = within(history).getAllByRole('listitem')[1];
    expect(first.textContent).toContain('Versión 1');
    fireEvent.click(within(first).getByRole('button', { name: 'Publicar este orden' }));
    await waitFor(() => expect(listed()).toEqual(['Primera nota', 'Segunda nota']));
    expect(puts[1]).toEqual({ ifMatch: '"2-y"', csrf: '1', body: { storyIds: ['A', 'B'] } });
  });

  it('412: says someone else changed it, and reloading takes their order', async () => {
    let theirs = false;
    server.use(
      http.get(url, () => HttpResponse.json(collection(theirs ? [B] : [A, B]), { headers: { ETag: '"1-x"' } })),
      http.get('*/api/editor/stories', () => HttpResponse.json([])),
      http.get(`${url}/versions`, () => HttpResponse.json([])),
      http.put(url, () => HttpResponse.json({ error: 'Otra persona cambió esta colección.' }, { status: 412 })),
    );
    render(<CollectionEditor site="semana" id="portada" onClose={() => {}} />);
    await waitFor(() => expect(listed()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Quitar «Segunda nota»' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publicar orden' }));
    await screen.findByText(/Otra persona cambió esta colección mientras la editabas\./);
    theirs = true;
    fireEvent.click(screen.getByRole('button', { name: /^Recargar la colección/ }));
    await waitFor(() => expect(listed()).toEqual(['Segunda nota']));
  });
});

// @vitest-environment happy-dom
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { BlockForm } from './BlockForm';
import { OptionsProvider, PickerSiteProvider } from './options';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const loadOptions = async (kind: 'section' | 'collection') =>
  kind === 'section'
    ? [
        { value: '/nacion', label: 'Nación' },
        { value: '/politica', label: 'Política' },
        { value: '/mundo', label: 'Mundo' },
      ]
    : [
        { value: 'portada', label: 'Portada' },
        { value: 'ultimas', label: 'Últimas noticias' },
      ];

const story = (n: number) => ({
  id: `S${n}`,
  headline: `Nota ${n}`,
  url: `/n/${n}/`,
  publishDate: '2026-11-20T12:00:00Z',
});

/** The block's form as the editor shows it; `seen` is the config after each change. */
function open(block: string, config: Record<string, unknown>) {
  const seen: Record<string, unknown>[] = [];
  function Form() {
    const [value, setValue] = useState(config);
    return (
      <OptionsProvider value={loadOptions}>
        <PickerSiteProvider value="semana">
          <BlockForm block={block} config={value} onChange={(c) => (seen.push(c), setValue(c))} />
        </PickerSiteProvider>
      </OptionsProvider>
    );
  }
  render(<Form />);
  return () => seen[seen.length - 1];
}

describe('the block form’s pickers', () => {
  it('picks sections by name, several in one field, and removes one', async () => {
    const last = open('video-carousel', { published: true, section: 'nacion' });
    const chosen = () => within(screen.getByRole('list', { name: 'Secciones elegidas' })).getAllByRole('listitem');
    await waitFor(() => expect(chosen()[0].textContent).toContain('Nación'));
    const picker = screen.getByLabelText('Sección') as HTMLSelectElement;
    expect([...picker.options].map((o) => o.textContent)).toEqual([
      'Añadir otra sección…',
      'Política (/politica)',
      'Mundo (/mundo)',
    ]);
    fireEvent.change(picker, { target: { value: '/politica' } });
    expect(last().section).toBe('nacion,/politica');
    expect(chosen().map((li) => li.querySelector('span')?.textContent)).toEqual(['Nación', 'Política']);
    fireEvent.click(screen.getByRole('button', { name: 'Quitar la sección Nación' }));
    expect(last().section).toBe('/politica');
  });

  it('picks a collection by name and previews it: its first stories and how many the block will show', async () => {
    const twelve = Array.from({ length: 12 }, (_, i) => story(i + 1));
    server.use(
      http.get('*/api/editor/collections/semana/ultimas', () =>
        HttpResponse.json({
          id: 'ultimas',
          name: 'Últimas noticias',
          storyIds: twelve.map((s) => s.id),
          stories: twelve,
        }),
      ),
    );
    const last = open('dark-carousel', { published: true, feedSize: 4 });
    const picker = screen.getByLabelText('Colección') as HTMLSelectElement;
    await waitFor(() => expect(picker.options.length).toBe(3));
    fireEvent.change(picker, { target: { value: 'ultimas' } });
    expect(last().collectionId).toBe('ultimas');
    const preview = await screen.findByRole('group', { name: 'Vista previa de la colección Últimas noticias' });
    expect(preview.querySelector('p')?.textContent).toBe('Mostrará 4 de 12');
    expect([...preview.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Nota 1', 'Nota 2', 'Nota 3']);
  });

  it('finds a gallery by its headline for a block that takes a story id', async () => {
    server.use(
      http.get('*/api/editor/stories', ({ request }) =>
        HttpResponse.json(new URL(request.url).searchParams.get('q') === 'toros' ? [story(7)] : [story(1)]),
      ),
    );
    const last = open('multimedia-gallery', { published: true });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar notas' }), { target: { value: 'toros' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Elegir «Nota 7»' }));
    expect(last().galleryId).toBe('S7');
    expect(screen.getByText('Elegida: «Nota 7»')).toBeTruthy();
  });

  it('adds authors by name to a field that takes several, keeping the ids in the page', async () => {
    server.use(
      http.get('*/api/editor/options/authors', ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('q') === 'ana'
            ? [{ id: 'a-1', slug: 'ana-perez', name: 'Ana Pérez' }]
            : [],
        ),
      ),
    );
    const last = open('authors-carousel', { published: true });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Añadir autor por nombre' }), { target: { value: 'ana' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Ana Pérez' }));
    expect(last().autorIds).toEqual({ 1: 'a-1' });
    expect(within(screen.getByRole('list', { name: 'Autores elegidos' })).getByText('Ana Pérez')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar a Ana Pérez' }));
    expect(last().autorIds).toBeUndefined();
  });
});

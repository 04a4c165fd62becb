// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { BlockForm } from '../form/BlockForm';
import { CollectionHistory } from '../collections/CollectionHistory';
import { NewPageForm } from './NewPageForm';
import { PagesList } from './PagesList';

// Issue 25, item 9: what an editor reads is Spanish, while what is stored keeps its codes.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('the editor in Spanish', () => {
  it('offers enum values by Spanish names and stores the code', () => {
    const onChange = vi.fn();
    render(<BlockForm block="gallery-carousel" config={{}} onChange={onChange} />);
    const background = screen.getByLabelText('Fondo');
    expect(options(background)).toEqual(['(por defecto: Blanco)', 'Blanco', 'Oscuro']);
    fireEvent.change(background, { target: { value: 'Dark' } });
    expect(onChange).toHaveBeenLastCalledWith({ background: 'Dark' });
  });

  it('names layouts in the list and in the new-page form, and the seed as the first load', () => {
    render(
      <PagesList
        pages={[{ id: 'especial', route: '/especial/', published: false, layout: 'landing', updatedBy: 'seed' }]}
        onOpen={() => {}}
      />,
    );
    const row = screen.getAllByRole('row')[1];
    expect(row.textContent).toContain('Página de aterrizaje');
    expect(row.textContent).toContain('carga inicial');
    expect(row.textContent).not.toContain('seed');
    expect(options(screen.getByLabelText('Diseño'))).toEqual(['Todos', 'Página de aterrizaje']);
    cleanup();
    render(<NewPageForm onCreate={() => {}} />);
    expect(options(screen.getByLabelText('Diseño'))).toContain('Semana (cabecera, principal y pie)');
  });

  it('explains the route’s format, and refuses a bad one in Spanish without sending it', () => {
    const onCreate = vi.fn();
    render(<NewPageForm onCreate={onCreate} />);
    const route = screen.getByLabelText('Ruta');
    expect(route.getAttribute('pattern')).toBeNull();
    expect(screen.getByText(/^Empieza por «\/»/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Id'), { target: { value: 'especial' } });
    fireEvent.change(route, { target: { value: 'especiales' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Nueva página' }));
    expect(onCreate).not.toHaveBeenCalled();
    expect(route.getAttribute('aria-invalid')).toBe('true');
    const problem = document.getElementById(route.getAttribute('aria-describedby')!);
    expect(problem?.textContent).toBe('La ruta debe empezar por «/», por ejemplo /especiales/elecciones/.');
    fireEvent.change(route, { target: { value: '/especiales/' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Nueva página' }));
    expect(onCreate).toHaveBeenCalledWith({ id: 'especial', route: '/especiales/', layout: 'default' });
  });

  it('shows a collection’s seeded first version as the first load, not «seed»', async () => {
    server.use(
      http.get('*/api/editor/collections/semana/portada/versions', () =>
        HttpResponse.json([{ version: 1, savedAt: '2026-11-20T10:00:00Z', savedBy: 'seed', storyIds: ['A'] }]),
      ),
    );
    render(<CollectionHistory site="semana" id="portada" version="1" current={['A']} onRestore={() => {}} />);
    const item = await screen.findByRole('listitem');
    expect(item.textContent).toContain('carga inicial');
    expect(item.textContent).not.toContain('seed');
  });
});

// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { calls, click, open, record, server } from '../../tests/helpers/page-editor-harness';

// The answers of GET /me come after the first render, on a busy machine later than findBy's default second.
// Issue 26, items 3 and 7 in the page screen: what an editor and an admin are offered, and what each sends.
const pageUrl = '*/api/editor/pages/semana/semana-home';
const who = (me: object) =>
  server.use(http.get('*/api/editor/me', () => HttpResponse.json({ email: 'x@semana.com', roles: [], ...me })));

describe('review and unpublish in the page screen', () => {
  it('shows neither «Publicar» nor «Pedir publicación» until it knows who is signed in', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/editor/me', async () => {
        await answered;
        return HttpResponse.json({ email: 'x@semana.com', roles: [], mayPublish: false, admin: false });
      }),
    );
    open();
    await screen.findByRole('toolbar', { name: 'Acciones de la página' });
    expect(screen.queryByRole('button', { name: 'Publicar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pedir publicación' })).toBeNull();
    answer();
    await screen.findByRole('button', { name: 'Pedir publicación' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Publicar' })).toBeNull();
  });

  it('offers an editor «Pedir publicación» instead of «Publicar», sends the saved version and the note', async () => {
    who({ mayPublish: false, admin: false });
    let requests: object[] = [];
    server.use(
      http.put(pageUrl, () => new HttpResponse(null, { headers: { ETag: '"2-0123456789abcdef"' } })),
      http.post(`${pageUrl}/review-requests`, async ({ request }) => {
        await record(request);
        const made = { id: 7, pageId: 'semana-home', version: 2, status: 'requested', requestedBy: 'x@semana.com' };
        requests = [{ ...made, requestedAt: '2026-11-27T15:42:00Z' }];
        return HttpResponse.json(made, { status: 201 });
      }),
      http.get(`${pageUrl}/review-requests`, () => HttpResponse.json(requests)),
    );
    open();
    const ask = await screen.findByRole('button', { name: 'Pedir publicación' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Publicar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Más acciones' })).toBeNull();
    click('Quitar most-read');
    expect((ask as HTMLButtonElement).disabled).toBe(true);
    click('Guardar borrador');
    await screen.findByText('Borrador guardado.');
    click('Pedir publicación');
    const dialog = screen.getByRole('dialog', { name: 'Pedir publicación' });
    fireEvent.change(within(dialog).getByLabelText('Nota para quien publica (opcional)'), {
      target: { value: 'Revisar la foto' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    expect((await screen.findByText(/^En revisión desde/, {}, { timeout: 5000 })).textContent).toContain('versión 2');
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/editor/pages/semana/semana-home/review-requests',
      csrf: '1',
      body: { version: 2, note: 'Revisar la foto' },
    });
  });

  it('shows a returned request with the publisher’s comment', async () => {
    who({ mayPublish: false, admin: false });
    server.use(
      http.get(`${pageUrl}/review-requests`, () =>
        HttpResponse.json(
          [{ id: 3, pageId: 'semana-home', version: 4, status: 'returned', requestedBy: 'x@semana.com' }].map((r) => ({
            ...r,
            requestedAt: '2026-11-27T15:00:00Z',
            decidedBy: 'ana@semana.com',
            comment: 'Falta la foto',
          })),
        ),
      ),
    );
    open();
    expect((await screen.findByText(/^Devuelta por/, {}, { timeout: 5000 })).textContent).toBe(
      'Devuelta por ana@semana.com: Falta la foto',
    );
  });

  it('lets an admin delete the page only after confirming', async () => {
    who({ mayPublish: true, admin: true });
    server.use(
      http.delete(pageUrl, async ({ request }) => (await record(request), new HttpResponse(null, { status: 204 }))),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Más acciones' }, { timeout: 5000 }));
    expect(screen.getByRole('button', { name: 'Despublicar' })).toBeTruthy();
    click('Eliminar página');
    const confirm = screen.getByRole('dialog', { name: '¿Eliminar esta página?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Más acciones' }));
    click('Eliminar página');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    await expect
      .poll(() => calls.map((c) => [c.method, c.url, c.csrf]))
      .toEqual([['DELETE', '/api/editor/pages/semana/semana-home', '1']]);
  });
});

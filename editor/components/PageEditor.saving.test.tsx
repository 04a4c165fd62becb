// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { editorPageFixture } from '../../fixtures/editor';
import { calls, click, open, record, rows, server, tree } from '../../tests/helpers/page-editor-harness';

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
    // «Publicar» shows once /api/editor/me says this account publishes here.
    await screen.findByRole('button', { name: 'Publicar' }, { timeout: 5000 });
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
    // Any real change: moving a block down and back up again leaves nothing to save.
    click('Duplicar most-read');
    click('Guardar borrador');
    const problems = await within(tree()).findByRole('list', { name: 'Errores de hero-slider' });
    expect(problems.textContent).toBe('Cantidad de notas: debe ser como máximo 2');
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
    // By node, the field by its form label (issue 25, item 8): their title against ours, and the block we removed.
    expect(diff.textContent).toContain('Título: "Política" → "Nación"');
    expect(diff.textContent).toContain('Quitado');
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

  it('«Guardar como plantilla» says the template takes the saved version when there are unsaved edits', async () => {
    open();
    const note = /toma la última versión guardada/;
    click('Guardar como plantilla');
    expect(within(await screen.findByRole('dialog')).queryByText(note)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Cerrar/ }));
    click('Quitar most-read');
    click('Guardar como plantilla');
    expect(within(await screen.findByRole('dialog')).getByText(note)).toBeTruthy();
  });
});

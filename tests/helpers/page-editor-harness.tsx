import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { editorPageFixture } from '../../fixtures/editor';
import type { PageDoc } from '../../editor/types';
import { PageEditor } from '../../editor/components/PageEditor';

// The page editor's test harness, shared by its test files (imported for its hooks too): a fake API that records
// writes, the editor opened on the fixture page, and the tree's queries.
/** What the fake API received: each write's method, URL, headers and body. */
export const calls: { method: string; url: string; ifMatch: string | null; csrf: string | null; body: unknown }[] = [];
export const record = async (request: Request) =>
  calls.push({
    method: request.method,
    url: new URL(request.url).pathname,
    ifMatch: request.headers.get('If-Match'),
    csrf: request.headers.get('X-Editor-CSRF'),
    body: await request.json().catch(() => null),
  });
// A collection field's preview asks for the collection: the fixture's are not in this fake API.
export const server = setupServer(
  http.get('*/api/editor/collections/:site/:id', () => HttpResponse.json({ error: 'No existe' }, { status: 404 })),
  // Who is signed in (a publisher: «Publicar», not «Pedir publicación») and the page's review requests (none).
  http.get('*/api/editor/me', () =>
    HttpResponse.json({ email: 'ana@semana.com', roles: ['publisher'], mayPublish: true, admin: false }),
  ),
  http.get('*/api/editor/pages/:site/:id/review-requests', () => HttpResponse.json([])),
  // The palette per site (issue 26, item 8): unanswered, the palette offers every block, as these tests expect.
  http.get('*/api/editor/options/palette', () => HttpResponse.json({ error: 'No disponible' }, { status: 503 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

export const loadOptions = async (kind: 'section' | 'collection') =>
  kind === 'section' ? [{ value: 'nacion', label: 'nacion' }] : [{ value: 'portada', label: 'Portada' }];

export function open(page: PageDoc = editorPageFixture()) {
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
export const tree = () => screen.getByRole('navigation', { name: 'Estructura de la página' });
export const rows = () => [...tree().querySelectorAll('.ed-tree__label code')].map((c) => c.textContent);
export const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
/** Selects the first node of the tree that is this block, as an editor clicks its row. */
export const select = (block: string) =>
  fireEvent.click(
    [...tree().querySelectorAll('.ed-tree__label')].find((b) => b.querySelector('code')?.textContent === block)!,
  );

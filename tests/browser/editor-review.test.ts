import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, browserTest } from './browser';
import { signInPage, signUpEditor } from '../helpers/editors';

// Issue 26, items 3 and 7 walked in Chromium: an editor asks for publication with a note, a publisher sees the diff
// in the «Revisión» queue and publishes it for readers; a publisher unpublishes a page after confirming.
const ADMIN = 'editor-review-admin';
const web = browserTest({ server: { adminToken: ADMIN } });
const EVA = { email: 'eva.redactora@example.com', password: 'Clave2026r', firstName: 'Eva' };
const PABLO = { email: 'pablo.publica@example.com', password: 'Clave2026p', firstName: 'Pablo' };
const TITLE = 'Nación, revisada';

beforeAll(async () => {
  await signUpEditor(web.server.url, ADMIN, EVA, ['semana'], ['editor']);
  await signUpEditor(web.server.url, ADMIN, PABLO, ['semana'], ['publisher']);
});

async function signedIn(person: typeof EVA): Promise<Page> {
  const { page } = await web.newPage(DESKTOP);
  await signInPage(page, web.server.url, person);
  return page;
}

const status = (page: Page) => page.getByRole('toolbar', { name: 'Acciones de la página' }).getByRole('status');
const reader = (path: string) => fetch(`${web.server.url}${path}?_website=semana`);

describe('review before publish, and unpublish', () => {
  it('an editor edits and asks for publication with a note; the page says it is in review', async () => {
    const eva = await signedIn(EVA);
    // The clock paused once the editor is open: no autosave saves the edit before «Guardar borrador» does.
    await eva.clock.install();
    await eva.goto(`${web.server.url}/_editor/semana/pages/semana-home`);
    const tree = eva.getByRole('navigation', { name: 'Estructura de la página' });
    await tree.waitFor();
    await eva.clock.pauseAt(Date.now() + 60_000);
    await tree.getByRole('button', { name: /^Grilla · Nación/ }).click();
    await eva.getByRole('form', { name: 'Configuración de article-card-grid' }).getByLabel('Título').fill(TITLE);
    await eva.getByRole('button', { name: 'Guardar borrador' }).click();
    await expect.poll(() => status(eva).textContent()).toBe('Borrador guardado.');
    await eva.clock.resume();
    // An editor may not publish: the button asks for it instead.
    expect(await eva.getByRole('button', { name: 'Publicar', exact: true }).count()).toBe(0);
    await eva.getByRole('button', { name: 'Pedir publicación' }).click();
    const ask = eva.getByRole('dialog', { name: 'Pedir publicación' });
    await ask.getByLabel('Nota para quien publica (opcional)').fill('Revisar el titular de Nación');
    await ask.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect.poll(() => eva.getByText(/^En revisión desde/).count()).toBe(1);
    expect(await (await reader('/')).text()).not.toContain(TITLE);
  }, 90_000);

  it('a publisher sees the request and its diff in the queue, publishes it, and readers get it', async () => {
    const pablo = await signedIn(PABLO);
    await pablo.goto(`${web.server.url}/_editor/semana/`);
    const queue = pablo.getByRole('region', { name: /^Revisión/ });
    const request = queue.getByRole('article', { name: /^Solicitud:/ });
    await request.waitFor();
    expect(await request.textContent()).toContain('Revisar el titular de Nación');
    const row = pablo.getByRole('row', { name: /semana-home|Portada|Semana/ }).first();
    expect(await row.getByText('En revisión').count()).toBe(1);
    await request.getByRole('button', { name: 'Ver cambios' }).click();
    const changes = request.getByRole('table', { name: /^Cambios frente a la versión en línea/ });
    expect(await changes.textContent()).toContain(TITLE);
    await request.getByRole('button', { name: 'Publicar' }).click();
    await expect.poll(() => queue.getByRole('status').textContent()).toMatch(/^Publicada/);
    // The queue is fetched again after the answer: the decided request leaves it.
    await expect.poll(() => queue.getByRole('article').count()).toBe(0);
    expect(await (await reader('/')).text()).toContain(TITLE);
  }, 90_000);

  it('a publisher unpublishes a page after confirming: readers get 404 at once, the history says who', async () => {
    const pablo = await signedIn(PABLO);
    expect((await reader('/emprendedores/')).status).toBe(200);
    await pablo.goto(`${web.server.url}/_editor/semana/pages/semana-emprendedores`);
    await pablo.getByRole('button', { name: 'Más acciones' }).click();
    await pablo.getByRole('button', { name: 'Despublicar' }).click();
    const confirm = pablo.getByRole('dialog', { name: '¿Despublicar esta página?' });
    await confirm.getByRole('button', { name: 'Despublicar' }).click();
    await expect.poll(() => status(pablo).textContent()).toMatch(/^Despublicada/);
    expect((await reader('/emprendedores/')).status).toBe(404);
    await pablo.getByRole('button', { name: 'Historial' }).click();
    const latest = pablo.getByRole('region', { name: 'Historial' }).getByRole('listitem').first();
    expect(await latest.textContent()).toContain(`Despublicada por ${PABLO.email}`);
  }, 90_000);
});

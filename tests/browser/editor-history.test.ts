import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, axeOn, browserTest } from './browser';
import { signUpReader } from '../helpers/readers';

// Issue 25, item 8 walked in Chromium: the history says what each version was and which one readers get, and its
// diff of a version before an insert lists the inserted block alone, in a dialog wide enough to read.
const ADMIN = 'editor-history-browser-admin';
const web = browserTest({ server: () => ({ adminToken: ADMIN }) });
const CARLA = { email: 'carla.editora@example.com', password: 'Clave2026h', firstName: 'Carla' };
const TITLE = 'Insertada arriba';

beforeAll(async () => {
  await signUpReader(web.server.url, CARLA);
  const res = await fetch(`${web.server.url}/api/admin/users/${encodeURIComponent(CARLA.email)}/roles`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ roles: ['publisher'], sites: ['semana'], allowUnverified: true }),
  });
  if (res.status !== 200) throw new Error(`granting the editor answered ${res.status}`);
});

const status = (page: Page) => page.getByRole('toolbar', { name: 'Acciones de la página' }).getByRole('status');

/**
 * Serious and critical axe violations in `scope` (the history panel, its dialog), by rule and count. The tree's own
 * (`listitem`) belong to issue 25's accessibility item, whose test walks the whole builder.
 */
async function seriousViolations(page: Page, scope: string): Promise<string[]> {
  const { violations } = await axeOn(page).include(scope).exclude('iframe').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} ×${v.nodes.length}`);
}

describe('the history an editor can trust', () => {
  it('shows each version as saved, published or restored, marks the live one, and diffs by block', async () => {
    // A context of its own: axe needs one (a page from browser.newPage() has none it may open frames in).
    const context = await web.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const login = await context.request.post(`${web.server.url}/identity/public/v1/auth/login?cookie=true`, {
      data: { userName: CARLA.email, credentials: CARLA.password, grantType: 'password' },
    });
    expect(login.status()).toBe(200);
    // The page's clock paused once the editor is open: no autosave adds a version the counts below do not expect.
    await page.clock.install();
    await page.goto(`${web.server.url}/_editor/semana/pages/semana-home`);
    const tree = page.getByRole('navigation', { name: 'Estructura de la página' });
    await tree.waitFor();
    await page.clock.pauseAt(Date.now() + 60_000);

    // A grid inserted near the top: after the first block of the main area.
    await tree.locator('.ed-tree__label').first().click();
    await page.getByRole('searchbox', { name: 'Buscar bloques' }).fill('grilla de tarjetas');
    await page.getByRole('button', { name: 'Añadir article-card-grid' }).click();
    const form = page.getByRole('form', { name: 'Configuración de article-card-grid' });
    await form.getByLabel('Título').fill(TITLE);
    await form.getByLabel('Sección', { exact: true }).selectOption('/nacion');
    await form.getByLabel('Cantidad de notas').fill('4');
    await page.getByRole('button', { name: 'Guardar borrador' }).click();
    await expect.poll(() => status(page).textContent()).toBe('Borrador guardado.');
    await page.getByRole('button', { name: 'Publicar' }).click();
    await expect.poll(() => status(page).textContent()).toBe('Publicada: los lectores la ven ahora.');
    // Saved and clean: no autosave is due, and axe's own timers need the clock running.
    await page.clock.resume();

    await page.getByRole('button', { name: 'Historial' }).click();
    const rows = page.getByRole('region', { name: 'Historial' }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(3);
    const texts = await rows.allTextContents();
    expect(texts[0]).toMatch(/^Versión 3 · Publicado · .+ · carla\.editora@example\.com En línea/);
    expect(texts[1]).toMatch(/^Versión 2 · Guardado · .+ · carla\.editora@example\.com/);
    expect(texts[2]).toMatch(/^Versión 1 · Publicado · .+ · carga inicial/);
    expect(texts.filter((t) => t.includes('En línea'))).toHaveLength(1);
    expect(await seriousViolations(page, '.ed-history')).toEqual([]);

    // The seeded version against the page now: the inserted grid, and nothing else.
    await rows
      .filter({ hasText: /^Versión 1 ·/ })
      .getByRole('button', { name: 'Ver cambios' })
      .click();
    const dialog = page.getByRole('dialog', { name: /^Cambios de la versión 1/ });
    const changes = dialog.getByRole('table', { name: 'Cambios desde la versión 1' });
    await changes.waitFor();
    const changed = changes.locator('tbody tr');
    expect(await changed.count()).toBe(1);
    expect(await changed.first().textContent()).toMatch(/^Añadido.*article-card-grid.*Principal/);
    // Wide enough to read: not the side panel's 300 px.
    expect((await dialog.boundingBox())!.width).toBeGreaterThan(900);
    expect(await seriousViolations(page, '.ed-modal')).toEqual([]);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    // Any version can be seen before it is restored.
    await rows
      .filter({ hasText: /^Versión 1 ·/ })
      .getByRole('button', { name: 'Vista previa' })
      .click();
    const frame = page.frameLocator('iframe[title="Vista previa de la versión 1"]');
    await frame.locator('main').waitFor();
    expect(await frame.locator('main').textContent()).not.toContain(TITLE);
    await context.close();
  }, 90_000); // a long walk: saves, a publish, a restore, two diffs and an axe pass
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, browserTest } from './browser';
import { signInPage, signUpEditor } from '../helpers/editors';

// Issue 26, items 4 and 5 walked in Chromium: a page copied to another site from «Nueva página»; two blocks saved as a
// group, linked into two pages, and the group's publish changing both for readers.
const ADMIN = 'editor-reuse-admin';
const web = browserTest({ server: { adminToken: ADMIN } });
const ELENA = { email: 'elena.editora@example.com', password: 'Clave2026t', firstName: 'Elena' };

beforeAll(() => signUpEditor(web.server.url, ADMIN, ELENA, ['semana', 'soho']));

async function signedIn(): Promise<Page> {
  const context = await web.browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await signInPage(page, web.server.url, ELENA);
  return page;
}

const tree = (page: Page) => page.getByRole('navigation', { name: 'Estructura de la página' });
const status = (page: Page) => page.locator('.ed-topbar [role="status"]');

/** Saves the open page and publishes it, as the toolbar's two buttons do. */
async function saveAndPublish(page: Page) {
  await page.getByRole('button', { name: 'Guardar borrador', exact: true }).click();
  await expect.poll(() => status(page).textContent(), { timeout: 10_000 }).toBe('Borrador guardado.');
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect
    .poll(() => status(page).textContent(), { timeout: 10_000 })
    .toBe('Publicada: los lectores la ven ahora.');
}

/** The hidden titles a reader of `path` gets (the group's blocks), from the HTML. */
async function readerTitles(path: string): Promise<string[]> {
  const html = await (await fetch(`${web.server.url}${path}?_website=semana`)).text();
  return [...html.matchAll(/<h1 class="visually-hidden hidden-title">([^<]*)<\/h1>/g)].map((m) => m[1]);
}

describe('reuse in the page builder', () => {
  it('copies a page of Semana to Soho from «Nueva página»', async () => {
    const page = await signedIn();
    await page.goto(`${web.server.url}/_editor/soho/`);
    const form = page.getByRole('form', { name: 'Nueva página' });
    await form.getByLabel('Id').fill('emprendedores');
    await form.getByLabel('Ruta').fill('/emprendedores/');
    await form.getByLabel('Empezar con').selectOption('copy');
    await form.getByLabel('Sitio de la página').selectOption('semana');
    const source = form.getByLabel('Página que se copia');
    await expect.poll(() => source.locator('option').count()).toBeGreaterThan(1);
    await source.selectOption('semana-emprendedores');
    await form.getByRole('button', { name: 'Crear página' }).click();
    await page.waitForURL('**/_editor/soho/pages/emprendedores');
    await expect.poll(() => tree(page).textContent()).toContain('entrepreneurs-landing');
    await page.context().close();
  });

  it('links a group into two pages; publishing the group changes both for readers', async () => {
    const page = await signedIn();
    await page.goto(`${web.server.url}/_editor/semana/pages/semana-emprendedores`);
    await tree(page).waitFor();
    // Two blocks to make the group of.
    for (const text of ['Resultados en vivo', 'Boletín de la Registraduría']) {
      await page.getByRole('searchbox', { name: 'Buscar bloques' }).fill('título oculto');
      await page.getByRole('button', { name: 'Añadir hidden-title' }).click();
      await page.getByRole('form', { name: 'Configuración de hidden-title' }).getByLabel('Título').fill(text);
    }
    await tree(page)
      .getByRole('button', { name: /^Título oculto.*Resultados en vivo/ })
      .click();
    await page.locator('summary', { hasText: 'Guardar como grupo' }).click();
    const save = page.getByRole('form', { name: 'Guardar como grupo' });
    await save.getByRole('checkbox').nth(2).check(); // the second title (after the landing block and the first)
    await save.getByLabel('Nombre del grupo').fill('Cierre electoral');
    await save.getByRole('button', { name: 'Guardar grupo' }).click();
    await expect.poll(() => save.getByRole('status').textContent()).toMatch(/^Grupo «Cierre electoral» guardado/);

    // The blocks go; the group comes back linked, as one row.
    // A row's actions show on the selected row.
    for (const text of ['Resultados en vivo', 'Boletín de la Registraduría']) {
      await tree(page)
        .getByRole('button', { name: new RegExp(`^Título oculto.*${text}`) })
        .click();
      await tree(page).getByRole('button', { name: 'Quitar hidden-title' }).click();
    }
    await page.getByRole('button', { name: 'Insertar enlazado Cierre electoral' }).click();
    await expect.poll(() => tree(page).textContent()).toContain('Grupo enlazado: Cierre electoral');
    await saveAndPublish(page);

    await page.goto(`${web.server.url}/_editor/semana/pages/semana-home`);
    await tree(page).waitFor();
    await page.getByRole('button', { name: 'Insertar enlazado Cierre electoral' }).click();
    await saveAndPublish(page);
    // Never published: the linked group shows readers nothing yet.
    expect(await readerTitles('/')).not.toContain('Resultados en vivo');

    await tree(page)
      .getByRole('button', { name: /^Grupo enlazado: Cierre electoral/ })
      .click();
    await tree(page).getByRole('link', { name: 'Editar grupo' }).click();
    await page.getByRole('heading', { name: 'Grupo: Cierre electoral' }).waitFor();
    const firstTitle = page.getByRole('form', { name: 'Configuración de hidden-title' }).first().getByLabel('Título');
    await expect.poll(() => firstTitle.inputValue()).toBe('Resultados en vivo');
    const used = page.getByRole('region', { name: 'Páginas que lo usan' });
    await expect.poll(() => used.getByRole('listitem').count()).toBe(2);
    await firstTitle.fill('Resultados finales');
    // The preview beside the blocks shows the unsaved edit, as the page screen's does.
    const preview = page.frameLocator('.ed-group iframe[title="Vista previa de la página"]');
    await expect.poll(() => preview.locator('main').textContent(), { timeout: 10_000 }).toContain('Resultados finales');
    await page.getByRole('button', { name: 'Guardar borrador del grupo' }).click();
    await expect.poll(() => page.locator('.ed-group [role="status"]').textContent()).toBe('Borrador guardado.');
    await page.getByRole('button', { name: 'Publicar grupo' }).click();
    await expect.poll(() => page.locator('.ed-group [role="status"]').textContent()).toBe('Grupo publicado.');

    for (const path of ['/', '/emprendedores/'])
      await expect
        .poll(() => readerTitles(path), { timeout: 10_000 })
        .toEqual(expect.arrayContaining(['Resultados finales', 'Boletín de la Registraduría']));
    await page.context().close();
  }, 120_000);
});

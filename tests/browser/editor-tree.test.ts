import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, axeOn, browserTest } from './browser';
import { signInPage, signUpEditor } from '../helpers/editors';

// Issue 25, 6 and 7 walked in Chromium on Semana's home: rows say what each block shows, and sections are picked by
// name, several in one field.
const ADMIN = 'editor-tree-admin';
const web = browserTest({ server: { adminToken: ADMIN } });
const DORA = { email: 'dora.editora@example.com', password: 'Clave2026t', firstName: 'Dora' };

beforeAll(() => signUpEditor(web.server.url, ADMIN, DORA, ['semana']));

/** The home open in the editor at 1366 × 900 (an autosave of the draft may come: nothing here reads versions). */
async function openHome(): Promise<Page> {
  // A context of its own: axe needs one (a page from browser.newPage() has none it may open frames in).
  const context = await web.browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await signInPage(page, web.server.url, DORA);
  await page.goto(`${web.server.url}/_editor/semana/pages/semana-home`);
  await tree(page).waitFor();
  return page;
}

const tree = (page: Page) => page.getByRole('navigation', { name: 'Estructura de la página' });
const gridRows = (page: Page) => tree(page).getByRole('button', { name: /^Grilla ·/ });
/** What rows say, as an editor reads them: the block's id is hidden, for assistive technology only. */
const said = (rows: Locator) =>
  rows.evaluateAll((buttons) =>
    buttons.map((b) =>
      [...b.querySelectorAll('span')]
        .map((s) => s.textContent)
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim(),
    ),
  );
const rowText = async (page: Page, name: RegExp) => (await said(tree(page).getByRole('button', { name })))[0];
const gridForm = (page: Page) => page.getByRole('form', { name: 'Configuración de article-card-grid' });

describe('a tree you can read', () => {
  it("says each grid's section by name and its story count, in one line a row", async () => {
    const page = await openHome();
    await expect
      .poll(() => said(gridRows(page)))
      .toEqual([
        'Grilla · Nación · 8 notas',
        'Grilla · Política · 8 notas',
        'Grilla · Economía · 8 notas',
        'Grilla · Deportes · 8 notas',
      ]);
    expect(await rowText(page, /^Deslizador principal/)).toBe('Deslizador principal · colección Portada · 3 notas');
    // Compact: a row is one line, whatever the summary's length.
    const heights = await tree(page)
      .locator('.ed-tree__row')
      .evaluateAll((rows) => rows.map((r) => r.clientHeight));
    expect(Math.max(...heights)).toBeLessThanOrEqual(32);
    // The actions are icons named by their label: nothing visible that the name does not contain (WCAG 2.5.3).
    const { violations } = await axeOn(page)
      .include('.ed-tree')
      .withRules(['label-content-name-mismatch', 'button-name'])
      .analyze();
    expect(violations.map((v) => `${v.id} ×${v.nodes.length}`)).toEqual([]);
    await page.context().close();
  });

  it("picks a section by name in a grid's form, and the row says the new one; a field takes two sections", async () => {
    const page = await openHome();
    await gridRows(page).first().click();
    const form = gridForm(page);
    await form.getByRole('button', { name: 'Quitar la sección Nación' }).click();
    const picker = form.getByLabel('Sección', { exact: true });
    await picker.selectOption({ label: 'Mundo (/mundo)' });
    await expect.poll(() => rowText(page, /^Grilla ·/)).toMatch(/^Grilla · Mundo · 8 notas/);

    await picker.selectOption({ label: 'Tecnología (/tecnologia)' });
    const chosen = form.getByRole('list', { name: 'Secciones elegidas' }).getByRole('listitem');
    await expect.poll(() => chosen.locator('span').allInnerTexts()).toEqual(['Mundo', 'Tecnología']);
    await expect.poll(() => rowText(page, /^Grilla ·/)).toMatch(/^Grilla · Mundo, Tecnología · 8 notas/);

    // A block that would show nothing says why.
    await form.getByLabel('Publicado').uncheck();
    await expect.poll(() => rowText(page, /^Grilla ·/)).toMatch(/sin publicar$/);
    await page.context().close();
  });

  it('says the collection wins when a carousel has a section and a collection, and previews the collection', async () => {
    const page = await openHome();
    await tree(page)
      .getByRole('button', { name: /^Carrusel oscuro · Mundo/ })
      .click();
    const form = page.getByRole('form', { name: 'Configuración de dark-carousel' });
    await form.getByLabel('Colección').selectOption({ label: 'Últimas noticias' });
    await expect
      .poll(() => rowText(page, /^Carrusel oscuro · colección Últimas noticias/))
      .toMatch(/manda la colección sobre Mundo$/);
    const preview = form.getByRole('group', { name: 'Vista previa de la colección Últimas noticias' });
    await expect.poll(() => preview.locator('p').innerText()).toMatch(/^Mostrará \d+ de \d+$/);
    expect(await preview.getByRole('listitem').count()).toBeGreaterThan(0);
    await page.context().close();
  });
});

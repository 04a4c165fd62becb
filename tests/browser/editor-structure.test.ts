import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, axeOn, browserTest } from './browser';
import { signInPage, signUpEditor } from '../helpers/editors';

// Issue 25, item 5 walked in Chromium: a block dragged from the main area into the rail is saved there, a new page
// has its layout's areas, a container comes from the palette with its slots, and the tree is lists axe accepts.
const ADMIN = 'editor-structure-admin';
const web = browserTest({ server: { adminToken: ADMIN } });
const ELSA = { email: 'elsa.estructura@example.com', password: 'Clave2026s', firstName: 'Elsa' };

beforeAll(() => signUpEditor(web.server.url, ADMIN, ELSA, ['semana']));

/** Elsa's page in a context of its own (axe opens frames in it), signed in by the identity API's cookie login. */
async function signedIn(): Promise<Page> {
  const context = await web.browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await signInPage(page, web.server.url, ELSA);
  return page;
}

const tree = (page: Page) => page.getByRole('navigation', { name: 'Estructura de la página' });
const status = (page: Page) => page.getByRole('toolbar', { name: 'Acciones de la página' }).getByRole('status');
const areaHeadings = (page: Page) => tree(page).getByRole('heading').allTextContents();

/** A real pointer drag: press on `from`, move in steps to `to` (a point of its box), let go. */
async function drag(page: Page, from: Locator, to: Locator, at: { x: number; y: number }): Promise<void> {
  // Both in the middle of the tree's own scroller, as an editor would have them: near its edges, dragging scrolls it.
  await to.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const a = (await from.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 + 10, { steps: 4 });
  await page.mouse.move(b.x + b.width * at.x, b.y + b.height * at.y, { steps: 20 });
  await page.mouse.up();
}

interface SavedNode {
  block?: string;
  container?: string;
  children?: Record<string, SavedNode[]>;
}

describe('structure editing', () => {
  it('drags a block from the main area into the rail; the saved page has it there', async () => {
    const page = await signedIn();
    await page.goto(`${web.server.url}/_editor/semana/pages/semana-home`);
    await tree(page).waitFor();
    const rail = tree(page).getByRole('list', { name: 'Columna lateral' });
    const lastInRail = rail.locator(':scope > li').last();
    await drag(page, tree(page).getByRole('button', { name: 'Arrastrar opinion-carousel' }), lastInRail, {
      x: 0.5,
      y: 0.8,
    });
    await expect
      .poll(() => rail.locator(':scope > li .ed-tree__label code').allTextContents())
      .toEqual(['latest-news-box', 'most-read', 'opinion-carousel']);
    await page.getByRole('button', { name: 'Guardar borrador' }).click();
    await expect.poll(() => status(page).textContent(), { timeout: 10_000 }).toMatch(/guardad/i);

    const saved = await page.context().request.get(`${web.server.url}/api/editor/pages/semana/semana-home`);
    const main = ((await saved.json()) as { areas: { main: SavedNode[] } }).areas.main;
    const columns = main.find((n) => n.container === 'two-column')!;
    expect(columns.children!.rail.map((n) => n.block)).toEqual(['latest-news-box', 'most-read', 'opinion-carousel']);
    expect(main.some((n) => n.block === 'opinion-carousel')).toBe(false);

    // The tree is lists of rows: axe finds no list or listitem fault in it.
    const { violations } = await axeOn(page).include('.ed-tree').analyze();
    expect(violations.filter((v) => ['list', 'listitem'].includes(v.id)).map((v) => v.id)).toEqual([]);
    await page.context().close();
  });

  it('gives a new page its layout’s areas and adds a two-column container with its rail from the palette', async () => {
    const page = await signedIn();
    await page.goto(`${web.server.url}/_editor/semana/`);
    const create = page.getByRole('form', { name: 'Nueva página' });
    await create.getByLabel('Id').fill('especial-estructura');
    await create.getByLabel('Ruta').fill('/especial-estructura/');
    await create.getByRole('button', { name: 'Crear' }).click();
    await tree(page).waitFor();
    expect(await areaHeadings(page)).toEqual([
      'Cabecera (0 bloques)',
      'Principal (0 bloques)',
      'Pie de página (0 bloques)',
    ]);

    await page.getByRole('button', { name: 'Añadir contenedor Dos columnas' }).click();
    const slots = tree(page).locator('.ed-tree__slot-name');
    expect(await slots.allTextContents()).toEqual(['Principal', 'Columna lateral']);
    await page.getByRole('searchbox', { name: 'Buscar bloques' }).fill('lo más leído');
    await page.getByRole('button', { name: 'Añadir most-read' }).click();
    // The row's actions show on the selected row (the block just added), under the pointer or with focus in the row.
    await tree(page).getByRole('combobox', { name: 'Mover most-read a…' }).selectOption({
      label: 'Principal › Dos columnas › Columna lateral',
    });
    await expect
      .poll(() => tree(page).getByRole('list', { name: 'Columna lateral' }).locator('code').allTextContents())
      .toEqual(['most-read']);
    await page.context().close();
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeOn, browserTest } from './browser';
import { signInPage, signUpEditor } from '../helpers/editors';

// Issue 25, item 9 walked in Chromium: every screen of the builder has one `main` and one `h1`, and axe finds no
// serious or critical violation on the home, a page with a block selected, the history, the JSON view and a
// collection. The preview frame is the reader's page, checked by tests/browser/a11y.test.ts.
const ADMIN = 'editor-a11y-admin';
const web = browserTest({ server: { adminToken: ADMIN } });
const LIA = { email: 'lia.editora@example.com', password: 'Clave2026a', firstName: 'Lía' };
/** Where the screenshots for the note go when asked for (`EDITOR_SCREENS=/work/screens`); never committed. */
const SCREENS = process.env.EDITOR_SCREENS;

beforeAll(() => signUpEditor(web.server.url, ADMIN, LIA, ['semana']));

/** Lía's page at `width`, signed in by the identity API's cookie login; a context of its own, as axe needs. */
async function signedIn(width: number): Promise<Page> {
  const context = await web.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInPage(page, web.server.url, LIA);
  return page;
}

/**
 * Serious and critical axe findings on the screen as it is, by rule, count and first place. The preview's frame is
 * the reader's page, checked by tests/browser/a11y.test.ts.
 */
async function serious(page: Page): Promise<string[]> {
  const { violations } = await axeOn(page).exclude('iframe').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} ×${v.nodes.length} (${v.nodes[0]?.target.join(' ')})`);
}

/** One landmark for the screen's content and one heading that names it. */
async function landmarks(page: Page): Promise<{ main: number; h1: string[] }> {
  return { main: await page.getByRole('main').count(), h1: await page.locator('h1').allTextContents() };
}

const shot = async (page: Page, name: string) => {
  if (SCREENS) await page.screenshot({ path: `${SCREENS}/${name}-${page.viewportSize()?.width}.png` });
};

describe('the builder for people who use assistive technology', () => {
  it('home, page with a block selected, history, JSON view and collection: one main, one h1, no serious finding', async () => {
    const page = await signedIn(1366);
    const found: Record<string, string[]> = {};
    await page.goto(`${web.server.url}/_editor/semana/`);
    await page.getByRole('table').waitFor();
    expect(await landmarks(page)).toEqual({ main: 1, h1: ['Editor de páginas'] });
    found.home = await serious(page);

    // The clock paused once the page is open: no autosave cleans the edit the leave dialog needs.
    await page.clock.install();
    await page.goto(`${web.server.url}/_editor/semana/pages/semana-home`);
    const tree = page.getByRole('navigation', { name: 'Estructura de la página' });
    await tree.waitFor();
    await page.clock.pauseAt(Date.now() + 60_000);
    await tree.locator('.ed-tree__label').first().click();
    const form = page.getByRole('form').first();
    await form.waitFor();
    const { main, h1 } = await landmarks(page);
    expect({ main, h1 }).toEqual({ main: 1, h1: ['semana-home /'] });
    await page.clock.resume();
    found.page = await serious(page);

    // An unsaved edit, then «← Páginas»: the leave dialog.
    await form.getByLabel('Publicado').uncheck();
    await page.getByRole('button', { name: '← Páginas' }).click();
    const leave = page.getByRole('dialog', { name: 'Tienes cambios sin guardar' });
    await leave.waitFor();
    found.leave = await serious(page);
    await shot(page, 'editor-leave');
    await leave.getByRole('button', { name: 'Seguir editando' }).click();

    await page.getByRole('button', { name: 'Historial' }).click();
    const versions = page.getByRole('region', { name: 'Historial' }).getByRole('listitem');
    await versions.first().waitFor();
    found.history = await serious(page);
    await shot(page, 'editor-history');
    await versions.first().getByRole('button', { name: 'Ver cambios' }).click();
    const changes = page.getByRole('dialog', { name: /^Cambios de la versión/ });
    await changes.getByRole('table').waitFor();
    found.changes = await serious(page);
    await shot(page, 'editor-changes');
    await changes.getByRole('button', { name: 'Cerrar' }).click();

    await page.getByRole('button', { name: 'JSON' }).click();
    await page.locator('.ed-json-code .cm-editor').waitFor();
    found.json = await serious(page);
    await shot(page, 'editor-json');

    // Undone, the page is clean again: the browser does not ask before the next address.
    await page.getByRole('button', { name: 'Deshacer' }).click();
    await page.goto(`${web.server.url}/_editor/semana/collections/portada`);
    await page.getByRole('list', { name: 'Notas de la colección' }).getByRole('listitem').first().waitFor();
    expect(await landmarks(page)).toEqual({ main: 1, h1: ['Colección Portada'] });
    found.collection = await serious(page);
    await shot(page, 'editor-collection');
    expect(found).toEqual({ home: [], page: [], leave: [], history: [], changes: [], json: [], collection: [] });
    await page.context().close();
  }, 180_000);

  it.each([1366, 1920])(
    'looks the same at %i px: the home and a page fit the window',
    async (width) => {
      const page = await signedIn(width);
      await page.goto(`${web.server.url}/_editor/semana/`);
      await page.getByRole('table').waitFor();
      // Nothing wider than the window: no sideways scroll on the home.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shot(page, 'editor-home');
      await page.goto(`${web.server.url}/_editor/semana/pages/semana-home`);
      const tree = page.getByRole('navigation', { name: 'Estructura de la página' });
      await tree.waitFor();
      await tree.locator('.ed-tree__label').nth(1).click();
      await page.getByRole('form').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.frameLocator('iframe[title="Vista previa de la página"]').locator('main').waitFor();
      await shot(page, 'editor-page');
      await page.context().close();
    },
    120_000,
  );
});

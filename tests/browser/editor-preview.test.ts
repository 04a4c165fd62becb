import { beforeAll, describe, expect, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { DESKTOP, browserTest } from './browser';
import { signInPage, signUpEditor } from '../helpers/editors';

// Issue 25, 1 walked in Chromium at 1366 × 900 on Semana's home: the preview is the editor's workspace. It keeps its
// place across an edit, a click in it selects the block (tree row and form), the selected block is outlined and
// scrolled to, and its links go nowhere.
const ADMIN = 'editor-preview-admin';
const web = browserTest({ server: { adminToken: ADMIN } });
const OTTO = { email: 'otto.editor@example.com', password: 'Clave2026p', firstName: 'Otto' };
const PAGE_URL = () => `${web.server.url}/_editor/semana/pages/semana-home`;

beforeAll(() => signUpEditor(web.server.url, ADMIN, OTTO, ['semana']));

interface HomeIds {
  hero: string;
  /** The «Deportes» grid: the last of the main column's grids. */
  grid: string;
  /** The «Nación» grid, first of the column. */
  other: string;
}

/** The home's node ids, as the editor API gives them. */
async function homeIds(page: Page): Promise<HomeIds> {
  const res = await page.context().request.get(`${web.server.url}/api/editor/pages/semana/semana-home`);
  type Node = { id: string; children?: { main: Node[] } };
  const { areas } = (await res.json()) as { areas: { main: Node[] } };
  const column = areas.main[2].children!.main;
  return { hero: areas.main[1].id, grid: column[3].id, other: column[0].id };
}

const tree = (page: Page) => page.getByRole('navigation', { name: 'Estructura de la página' });
const gridForm = (page: Page) => page.getByRole('form', { name: 'Configuración de article-card-grid' });
const frameOf = async (page: Page): Promise<Frame> =>
  (await page.locator('iframe[title="Vista previa de la página"]').elementHandle())!.contentFrame() as Promise<Frame>;
const scrollY = (frame: Frame) => frame.evaluate(() => window.scrollY);
/** Whether the top of a node's box is in the frame's view. */
const inView = (frame: Frame, id: string) =>
  frame.evaluate((id) => {
    const range = document.createRange();
    range.selectNode(document.querySelector(`[data-node-id="${id}"]`)!);
    const { top } = range.getBoundingClientRect();
    return top >= 0 && top < window.innerHeight;
  }, id);
/** The outline drawn on a node: an island's element takes no box, so its root's child draws it. */
const outline = (frame: Frame, id: string) =>
  frame.evaluate((id) => {
    const el = document.querySelector(`[data-node-id="${id}"]`)!;
    const box = el.localName === 'news-island' ? el.querySelector('[data-island-root] > *')! : el;
    const style = getComputedStyle(box);
    return `${style.outlineStyle} ${style.outlineWidth}`;
  }, id);

describe('the preview is the workspace', () => {
  it('keeps its place after an edit, selects what is clicked, outlines it, and never navigates', async () => {
    const { page } = await web.newPage(DESKTOP, { pixelImages: true });
    await signInPage(page, web.server.url, OTTO);
    const ids = await homeIds(page);
    await page.goto(PAGE_URL());
    await tree(page).waitFor();
    const frame = await frameOf(page);
    const cards = frame.locator(`[data-node-id="${ids.grid}"] .card`);
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(8);

    // A click on a headline selects its block, opens its form, outlines it, and leaves the frame where it is.
    await cards.first().locator('a').click();
    const row = tree(page).locator(`[data-node-id="${ids.grid}"]`);
    await expect.poll(() => row.locator('[aria-pressed="true"]').count()).toBe(1);
    await expect.poll(() => gridForm(page).getByLabel('Título').inputValue()).toBe('Deportes');
    expect(await outline(frame, ids.grid)).toBe('solid 3px');
    expect(await outline(frame, ids.other)).not.toBe('solid 3px');
    expect(frame.url()).toBe('about:srcdoc');
    expect(page.url()).toBe(PAGE_URL());

    // Scrolled down the page, an edit to the selected grid re-renders it in place: same document, same place.
    await frame.evaluate(() => {
      window.scrollTo({ top: 2500, behavior: 'instant' });
      (window as { kept?: boolean }).kept = true;
    });
    await expect.poll(() => scrollY(frame)).toBe(2500);
    await gridForm(page).getByLabel('Cantidad de notas').fill('4');
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(4);
    expect(await frame.evaluate(() => (window as { kept?: boolean }).kept)).toBe(true);
    expect(Math.abs((await scrollY(frame)) - 2500)).toBeLessThanOrEqual(2);
    expect(await outline(frame, ids.grid)).toBe('solid 3px');

    // The width switch lays the same document out at the phone's width.
    await page.getByRole('button', { name: 'Móvil' }).click();
    await expect.poll(() => frame.evaluate(() => window.innerWidth)).toBe(390);
    expect(await frame.evaluate(() => (window as { kept?: boolean }).kept)).toBe(true);
    await page.getByRole('button', { name: 'Escritorio' }).click();

    // A block selected in the tree, out of view, is scrolled to and outlined.
    await tree(page).locator(`[data-node-id="${ids.hero}"] [aria-pressed]`).click();
    await expect.poll(() => inView(frame, ids.hero)).toBe(true);
    expect(await scrollY(frame)).toBeLessThan(2500);
    expect(await outline(frame, ids.hero)).toBe('solid 3px');
    expect(await outline(frame, ids.grid)).not.toBe('solid 3px');
    await page.close();
  });
});

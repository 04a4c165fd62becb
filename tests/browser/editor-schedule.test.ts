import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, browserTest } from './browser';
import { signInPage, signUpEditor } from '../helpers/editors';

// Issue 26, items 1 and 9 walked in Chromium: a publisher schedules the home a few seconds ahead and readers get it
// then; two editors on one page each see the other.
const ADMIN = 'editor-schedule-admin';
const web = browserTest({
  server: { adminToken: ADMIN, scheduleEveryMs: 200, presence: { everyMs: 1000, goneAfterMs: 50_000 } },
});
const PIA = { email: 'pia.publica@example.com', password: 'Clave2026t', firstName: 'Pía' };
const ANA = { email: 'ana.editora@example.com', password: 'Clave2026t', firstName: 'Ana' };
const LUIS = { email: 'luis.editor@example.com', password: 'Clave2026t', firstName: 'Luis' };

beforeAll(async () => {
  await signUpEditor(web.server.url, ADMIN, PIA, ['semana']);
  await signUpEditor(web.server.url, ADMIN, ANA, ['semana'], ['editor']);
  await signUpEditor(web.server.url, ADMIN, LUIS, ['semana'], ['editor']);
});

async function editorPage(person: typeof PIA, path = 'pages/semana-home'): Promise<Page> {
  const { page } = await web.newPage(DESKTOP);
  await signInPage(page, web.server.url, person);
  await page.goto(`${web.server.url}/_editor/semana/${path}`);
  return page;
}

/** The date and time inputs' values for `ms` from now, on Bogotá's clock (UTC−5, no summer time). */
function bogotaIn(ms: number) {
  const iso = new Date(Date.now() + ms - 5 * 3600_000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) };
}

const readerTitle = async () =>
  /<title>([^<]*)/.exec(await (await fetch(`${web.server.url}/?_website=semana`)).text())?.[1] ?? '';

async function schedule(page: Page, at: { date: string; time: string }) {
  await page.getByRole('button', { name: 'Programar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Programar' });
  await dialog.getByLabel('Fecha').fill(at.date);
  await dialog.getByLabel('Hora').fill(at.time);
  await dialog.getByRole('button', { name: 'Programar' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('scheduled publish', () => {
  it('publishes the saved home at the time picked on Bogotá’s clock, and lists and cancels a later one', async () => {
    const page = await editorPage(PIA);
    // A saved draft with a new title: the version «Programar» names.
    const saved = await page.evaluate(async () => {
      const url = '/api/editor/pages/semana/semana-home';
      const got = await fetch(url);
      const doc = await got.json();
      const res = await fetch(url, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', 'X-Editor-CSRF': '1', 'If-Match': got.headers.get('ETag')! },
        body: JSON.stringify({ ...doc, meta: { ...doc.meta, title: 'Noche electoral en vivo' } }),
      });
      return res.status;
    });
    expect(saved).toBe(200);
    await page.reload();
    expect(await readerTitle()).not.toContain('Noche electoral en vivo');
    await schedule(page, bogotaIn(8000));
    await page.getByRole('button', { name: 'Historial' }).click();
    await expect
      .poll(() => page.getByRole('region', { name: 'Programado' }).innerText())
      .toMatch(/Se publica el \d+ de \w+\.? a las \d\d:\d\d/);
    await expect.poll(readerTitle, { timeout: 20_000 }).toContain('Noche electoral en vivo');

    // One an hour ahead shows in the page list, and «Cancelar» in the history takes it away.
    await schedule(page, bogotaIn(3600_000));
    await page.getByRole('button', { name: '← Páginas' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Se publica el' });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('button').first().click();
    await page.getByRole('button', { name: 'Historial' }).click();
    await page.getByRole('region', { name: 'Programado' }).getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Programado' }).count()).toBe(0);
    await page.context().close();
  }, 120_000); // an editor page opened, a save, a publish waited for, a list and a history
});

describe('who else is here', () => {
  it('shows each of two editors on the same page the other, by first name and since when', async () => {
    // Another page than the schedule walk's: Pía's closed tab there stays present until it times out.
    const ana = await editorPage(ANA, 'pages/semana-emprendedores');
    const banner = (page: Page) => page.locator('.ed-presence[role="status"]');
    await banner(ana).waitFor({ state: 'attached' });
    const luis = await editorPage(LUIS, 'pages/semana-emprendedores');
    await expect.poll(() => banner(luis).innerText()).toMatch(/^Ana está editando esta página desde las \d\d:\d\d\.$/);
    await expect
      .poll(() => banner(ana).innerText(), { timeout: 10_000 })
      .toMatch(/^Luis está editando esta página desde las \d\d:\d\d\.$/);
    // Luis goes back to the list: he has left the page, and Ana's banner empties on her next renewal.
    await luis.getByRole('button', { name: '← Páginas' }).click();
    await expect.poll(() => banner(ana).innerText(), { timeout: 10_000 }).toBe('');
    await ana.context().close();
    await luis.context().close();
  }, 120_000); // two editor pages opened
});

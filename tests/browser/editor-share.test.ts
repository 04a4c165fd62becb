import { beforeAll, describe, expect, it } from 'vitest';
import { isNull } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { previewLinks } from '../../server/editor/schema';
import { DESKTOP, browserTest } from './browser';
import { signInPage, signUpEditor } from '../helpers/editors';

// Issue 26, items 2 and 6 walked in Chromium: a preview link opened without an account, then revoked; a second one
// opened, then after it expired; a social image
// set in the page settings reaches the published page's og:image.
const ADMIN = 'editor-share-admin';
const web = browserTest({ server: { adminToken: ADMIN } });
const PAULA = { email: 'paula.publica@example.com', password: 'Clave2026p', firstName: 'Paula' };
const DRAFT_TITLE = 'Emprendedores: borrador para la fuente';

beforeAll(() => signUpEditor(web.server.url, ADMIN, PAULA, ['semana']));

async function openPage(): Promise<Page> {
  const context = await web.browser.newContext({ viewport: DESKTOP });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: web.server.url });
  const page = await context.newPage();
  await signInPage(page, web.server.url, PAULA);
  await page.goto(`${web.server.url}/_editor/semana/pages/semana-emprendedores`);
  await page.getByRole('navigation', { name: 'Estructura de la página' }).waitFor();
  return page;
}

/** The link as someone without an editor account opens it: a browser context of its own, no cookies. */
async function openAsStranger(url: string) {
  const context = await web.browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const res = await page.goto(url);
  const seen = { status: res?.status(), title: await page.title(), text: await page.locator('body').innerText() };
  await context.close();
  return seen;
}

describe('sharing a preview and the page settings', () => {
  it('shares the saved draft by a link until it is revoked or expires, and publishes the social image the settings chose', async () => {
    const page = await openPage();
    const toolbar = page.getByRole('toolbar', { name: 'Acciones de la página' });

    await toolbar.getByRole('button', { name: 'Ajustes' }).click();
    const settings = page.getByRole('form', { name: 'Ajustes de la página' });
    await settings.getByLabel('Título').fill(DRAFT_TITLE);
    const images = settings.getByRole('list', { name: 'Imágenes del sitio' }).getByRole('button');
    await images.first().waitFor();
    const thumbnail = await images.first().locator('img').getAttribute('src');
    const socialImage = thumbnail!.replace('/400x225.jpg', '/1280x720.jpg');
    await images.first().click();
    await expect.poll(() => images.first().getAttribute('aria-pressed')).toBe('true');
    // Saved by the button, or by the autosave if it came first: either way nothing is left unsaved.
    const save = toolbar.getByRole('button', { name: 'Guardar borrador' });
    await save.click({ timeout: 2000 }).catch(() => undefined);
    await expect.poll(() => save.isDisabled()).toBe(true);
    await expect.poll(() => toolbar.getByRole('status').innerText()).toMatch(/[Gg]uardado/);

    await toolbar.getByRole('button', { name: 'Compartir vista previa' }).click();
    const share = page.getByRole('region', { name: 'Compartir vista previa' });
    await share.getByLabel('Vence en').selectOption({ label: '1 hora' });
    await share.getByRole('button', { name: 'Crear enlace' }).click();
    const link = share.getByRole('list', { name: 'Enlaces compartidos' }).getByRole('listitem').first();
    const url = await link.getByRole('textbox').inputValue();
    expect(url).toContain('/_preview/');
    await link.getByRole('button', { name: 'Copiar enlace' }).click();
    await expect.poll(() => share.getByRole('status').innerText()).toBe('Enlace copiado.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    const opened = await openAsStranger(url);
    expect(opened.status).toBe(200);
    expect(opened.title).toContain(DRAFT_TITLE);

    await link.getByRole('button', { name: 'Revocar' }).click();
    await expect.poll(() => link.innerText()).toContain('Revocado');
    const revoked = await openAsStranger(url);
    expect(revoked.status).toBe(410);
    expect(revoked.text).toContain('Esta vista previa ya no está disponible');

    // A second link, opened by the stranger, then once its hour is over (moved to the past rather than waited for).
    await share.getByRole('button', { name: 'Crear enlace' }).click();
    await expect.poll(() => link.getByRole('textbox').inputValue()).not.toBe(url);
    const second = await link.getByRole('textbox').inputValue();
    expect((await openAsStranger(second)).status).toBe(200);
    await web.server.database.db
      .update(previewLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(isNull(previewLinks.revokedAt));
    const expired = await openAsStranger(second);
    expect(expired.status).toBe(410);
    expect(expired.text).toContain('Esta vista previa ya no está disponible');

    await toolbar.getByRole('button', { name: 'Publicar' }).click();
    await expect.poll(() => toolbar.getByRole('status').innerText()).toContain('Publicada');
    const live = await (await fetch(`${web.server.url}/emprendedores/?_website=semana`)).text();
    expect(live).toContain(`<meta property="og:image" content="${web.server.url}${socialImage}">`);
    expect(live).toContain(`<title>${DRAFT_TITLE}`);
    await page.context().close();
  }, 120_000);
});

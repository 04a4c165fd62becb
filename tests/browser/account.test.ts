import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { MOBILE, browserTest, waitForIslands, watchErrors } from './browser';
import { giveSubscription, signUpReader } from '../helpers/readers';

const web = browserTest();
const EMAIL = 'autogestion@example.com';

beforeAll(async () => {
  const reader = { email: EMAIL, password: 'Clave2026p', firstName: 'Laura', lastName: 'Pérez' };
  const { uuid } = await signUpReader(web.server.url, reader);
  await giveSubscription(web.server.database, uuid, 1);
});

/** A browser signed in as the test reader: the session cookies of a cookie login, and the page's mark. */
async function signedIn(): Promise<BrowserContext> {
  const context = await web.browser.newContext({ viewport: MOBILE });
  const login = await context.request.post(`${web.server.url}/identity/public/v1/auth/login?cookie=true`, {
    data: { userName: EMAIL, credentials: 'Clave2026p', grantType: 'password' },
  });
  const { uuid } = (await login.json()) as { uuid: string };
  await context.addInitScript((id) => sessionStorage.setItem('ArcId.USER_INFO', JSON.stringify({ uuid: id })), uuid);
  return context;
}

describe('self-service pages (/autogestion/)', () => {
  it('asks an anonymous reader to sign in, and brings them back', async () => {
    const { page } = await web.newPage(MOBILE);
    await page.goto(`${web.server.url}/autogestion/perfil/?_website=semana`);
    await waitForIslands(page, 'account-page');
    const link = page.getByRole('link', { name: 'inicia sesión' });
    expect(await link.getAttribute('href')).toBe('/login-semana/?redirect=%2Fautogestion%2Fperfil%2F');
    await page.close();
  });

  it('a reader reaches the profile from the header menu and renames themself', async () => {
    const context = await signedIn();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${web.server.url}/?_website=semana`);
    await page.locator('.site-header__user-first-name').click();
    await page.getByRole('link', { name: 'Mi perfil' }).click();
    await page.waitForURL(/\/autogestion\/perfil\/$/);
    await waitForIslands(page, 'account-page');
    await expect.poll(() => page.getByLabel('Nombre').inputValue()).toBe('Laura');
    await page.getByLabel('Nombre').fill('Laura Sofía');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByRole('status').filter({ hasText: 'Tus datos quedaron guardados.' }).waitFor();
    await expect.poll(() => page.locator('.site-header__user-first-name').textContent()).toBe('Laura Sofía');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a subscriber cancels and then reactivates the subscription', async () => {
    const context = await signedIn();
    const page = await context.newPage();
    await page.goto(`${web.server.url}/autogestion/mis-suscripciones/?_website=semana`);
    await waitForIslands(page, 'account-page');
    const item = page.locator('.account-subscriptions__item');
    await expect.poll(() => item.textContent()).toContain('Activa: se renueva el');
    await page.getByRole('button', { name: 'Cancelar suscripción' }).click();
    // A confirmation step first, with an optional reason (issue 28).
    await page.getByRole('radio', { name: 'No tengo tiempo para leer' }).check();
    await page.getByRole('button', { name: 'Confirmar cancelación' }).click();
    await expect.poll(() => item.textContent()).toContain('Cancelada: puedes leer hasta el');
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('te enviamos la confirmación');
    // Status 3 still counts as active in the header (spec 1, 4).
    await expect.poll(() => page.locator('.site-header__user-status').textContent()).toBe('Suscripción activa');
    await page.getByRole('button', { name: 'Reactivar suscripción' }).click();
    await expect.poll(() => item.textContent()).toContain('Activa: se renueva el');
    await context.close();
  });

  it('a reader changes the password and the old one stops working', async () => {
    const context = await signedIn();
    const page = await context.newPage();
    await page.goto(`${web.server.url}/autogestion/datos-acceso/?_website=semana`);
    await waitForIslands(page, 'account-page');
    await page.getByLabel('Contraseña actual').fill('Clave2026p');
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('Otra2026q');
    await page.getByLabel('Confirmar contraseña').fill('Otra2026q');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await page.getByRole('status').filter({ hasText: 'Tu contraseña fue cambiada.' }).waitFor();
    const old = await fetch(`${web.server.url}/identity/public/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userName: EMAIL, credentials: 'Clave2026p', grantType: 'password' }),
    });
    expect(old.status).toBe(401);
    await context.close();
  });
});

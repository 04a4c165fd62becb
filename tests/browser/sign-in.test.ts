import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { and, desc, eq } from 'drizzle-orm';
import { DESKTOP, MOBILE, browserTest, waitForIslands, watchErrors } from './browser';
import { accountOutbox } from '../../server/db/schema-accounts';

const web = browserTest();

const headerName = (page: Page) => page.locator('.site-header__user-first-name');

describe('signing in from the site', () => {
  it('a new reader creates an account from a section page, comes back to it signed in, and logs out', async () => {
    const context = await web.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${web.server.url}/nacion/?_website=semana`);
    await page.getByRole('link', { name: 'Crear cuenta' }).click();
    await page.waitForURL(/\/login-semana\/\?register=1&redirect=%2Fnacion%2F$/);
    await waitForIslands(page, 'sign-in-forms');
    await page.getByRole('heading', { name: 'Crear cuenta' }).waitFor();
    await page.getByLabel('Nombre').fill('Valentina');
    await page.getByLabel('Apellido').fill('Ríos');
    await page.getByLabel('Fecha de nacimiento').fill('1990-05-17');
    await page.getByLabel('Correo electrónico').fill('valentina@example.com');
    await page.getByLabel('Contraseña', { exact: true }).fill('Clave2026x');
    await page.getByLabel('Confirmar contraseña').fill('Clave2026x');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();

    await page.waitForURL(`${web.server.url}/nacion/`);
    await expect.poll(() => headerName(page).textContent()).toBe('Valentina');
    expect(await page.getByRole('link', { name: 'Iniciar Sesión' }).count()).toBe(0);
    // The tokens live in HttpOnly cookies; the page keeps only who signed in.
    const stored = await page.evaluate(() => sessionStorage.getItem('ArcId.USER_INFO') ?? '');
    expect(Object.keys(JSON.parse(stored))).toEqual(['uuid']);
    const cookies = await context.cookies();
    expect(cookies.filter((c) => c.httpOnly).length).toBeGreaterThanOrEqual(1);

    await headerName(page).click();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(`${web.server.url}/`);
    await page.getByRole('link', { name: 'Iniciar Sesión' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('ArcId.USER_INFO'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a reader signs in on a phone, a wrong password first, and stays signed in on the next page', async () => {
    const context = await web.browser.newContext({ viewport: MOBILE });
    const setup = await context.request.post(`${web.server.url}/identity/public/v1/signup`, {
      data: {
        identity: { userName: 'mateo@example.com', credentials: 'Clave2026y' },
        profile: { firstName: 'Mateo', email: 'mateo@example.com' },
      },
    });
    expect(setup.status()).toBe(201);
    await context.clearCookies();
    const page = await context.newPage();
    await page.goto(`${web.server.url}/login-semana/?redirect=/nacion/&_website=semana`);
    await waitForIslands(page, 'sign-in-forms');
    await page.getByLabel('Correo electrónico').fill('mateo@example.com');
    await page.getByLabel('Contraseña', { exact: true }).fill('Equivocada1');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBeTruthy();
    expect(page.url()).toContain('/login-semana/');

    await page.getByLabel('Contraseña', { exact: true }).fill('Clave2026y');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL(`${web.server.url}/nacion/`);
    await expect.poll(() => headerName(page).textContent()).toBe('Mateo');
    await page.goto(`${web.server.url}/buscador/?q=paz`);
    await expect.poll(() => headerName(page).textContent()).toBe('Mateo');
    await context.close();
  });

  it("S2-101: 'Cambiar de cuenta' signs the reader out and opens the login form, where another reader signs in", async () => {
    for (const [email, firstName] of [
      ['lucia@example.com', 'Lucía'],
      ['andres@example.com', 'Andrés'],
    ]) {
      const setup = await fetch(`${web.server.url}/identity/public/v1/signup`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          identity: { userName: email, credentials: 'Clave2026z' },
          profile: { firstName, email },
        }),
      });
      expect(setup.status).toBe(201);
    }
    const context = await web.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const signIn = async (email: string, form: Locator | Page = page) => {
      await form.getByLabel('Correo electrónico').fill(email);
      await form.getByLabel('Contraseña', { exact: true }).fill('Clave2026z');
      await form.getByRole('button', { name: 'Ingresar' }).click();
    };
    await page.goto(`${web.server.url}/login-semana/?redirect=/nacion/&_website=semana`);
    await waitForIslands(page, 'sign-in-forms');
    await signIn('lucia@example.com');
    await page.waitForURL(`${web.server.url}/nacion/`);
    await expect.poll(() => headerName(page).textContent()).toBe('Lucía');

    await headerName(page).click();
    await page.getByRole('button', { name: 'Cambiar de cuenta' }).click();
    await page.waitForURL(`${web.server.url}/?form=login`);
    const modal = page.getByRole('dialog', { name: 'Cuenta de lector' });
    await modal.getByRole('heading', { name: 'Iniciar Sesión' }).waitFor();
    expect(await headerName(page).count()).toBe(0);
    await page.locator('.site-header').getByRole('link', { name: 'Iniciar Sesión' }).waitFor();
    await signIn('andres@example.com', modal);
    await expect.poll(() => headerName(page).textContent()).toBe('Andrés');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a reader who forgot the password gets the mail, sets a new one and signs in from the login modal', async () => {
    const email = 'olvido@example.com';
    const setup = await fetch(`${web.server.url}/identity/public/v1/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        identity: { userName: email, credentials: 'Vieja2026a' },
        profile: { firstName: 'Sofía', email },
      }),
    });
    expect(setup.status).toBe(201);
    const context = await web.browser.newContext({ viewport: MOBILE });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${web.server.url}/login-semana/?_website=semana`);
    await waitForIslands(page, 'sign-in-forms');
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await page.getByRole('status').waitFor();

    // The mail is written after the answer (the reset's work runs then, so its time tells nothing).
    const lastMail = async () =>
      (
        await web.server.database.db
          .select()
          .from(accountOutbox)
          .where(and(eq(accountOutbox.to, email), eq(accountOutbox.subject, 'Recupera tu contraseña')))
          .orderBy(desc(accountOutbox.id))
          .limit(1)
      )[0];
    await expect.poll(lastMail, { timeout: 10_000 }).toBeDefined();
    const mail = (await lastMail())!;
    const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
    expect(link.pathname).toBe('/recuperar-contrasena/');
    await page.goto(`${web.server.url}${link.pathname}${link.search}`);
    await waitForIslands(page, 'sign-in-forms');
    await page.getByRole('heading', { name: 'Recuperar Contraseña' }).waitFor();
    // Spec 2, 5: the page's own messages, from the first attempt on (the browser's bubbles are off).
    const change = page.getByRole('button', { name: 'Cambiar contraseña' });
    await change.click();
    await expect.poll(() => page.getByText('El campo es obligatorio').count()).toBe(2);
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('Nueva2026b-larga');
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('Otra2026b');
    await page.getByText('La contraseña debe tener entre 8 y 12 caracteres').waitFor();
    await page.getByText('Tus contraseñas no coinciden').waitFor();
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('Nueva2026b');
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('Nueva2026b');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await page.waitForURL(`${web.server.url}/?form=login`, { timeout: 10_000 });

    const modal = page.getByRole('dialog', { name: 'Cuenta de lector' });
    await modal.getByRole('heading', { name: 'Iniciar Sesión' }).waitFor();
    await modal.getByLabel('Correo electrónico').fill(email);
    await modal.getByLabel('Contraseña', { exact: true }).fill('Nueva2026b');
    await modal.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL(`${web.server.url}/`);
    await expect.poll(() => headerName(page).textContent()).toBe('Sofía');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { launchBrowser, DESKTOP, MOBILE, waitForIslands, watchErrors } from './browser';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const headerName = (page: Page) => page.locator('.site-header__user-first-name');

describe('signing in from the site', () => {
  it('a new reader creates an account from a section page, comes back to it signed in, and logs out', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.url}/nacion/?_website=semana`);
    await page.getByRole('link', { name: 'Crear cuenta' }).click();
    await page.waitForURL(/\/login-semana\/\?register=1&redirect=%2Fnacion%2F$/);
    await waitForIslands(page, 'sign-in-forms');
    await page.getByRole('heading', { name: 'Crear cuenta' }).waitFor();
    await page.getByLabel('Nombre').fill('Valentina');
    await page.getByLabel('Apellido').fill('Ríos');
    await page.getByLabel('Correo electrónico').fill('valentina@example.com');
    await page.getByLabel('Contraseña', { exact: true }).fill('Clave2026x');
    await page.getByLabel('Confirmar contraseña').fill('Clave2026x');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();

    await page.waitForURL(`${server.url}/nacion/`);
    await expect.poll(() => headerName(page).textContent()).toBe('Valentina');
    expect(await page.getByRole('link', { name: 'Iniciar Sesión' }).count()).toBe(0);
    // The tokens live in HttpOnly cookies; the page keeps only who signed in.
    const stored = await page.evaluate(() => sessionStorage.getItem('ArcId.USER_INFO') ?? '');
    expect(Object.keys(JSON.parse(stored))).toEqual(['uuid']);
    const cookies = await context.cookies();
    expect(cookies.filter((c) => c.httpOnly).length).toBeGreaterThanOrEqual(1);

    await headerName(page).click();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('link', { name: 'Iniciar Sesión' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('ArcId.USER_INFO'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a reader signs in on a phone, a wrong password first, and stays signed in on the next page', async () => {
    const context = await browser.newContext({ viewport: MOBILE });
    const setup = await context.request.post(`${server.url}/identity/public/v1/signup`, {
      data: {
        identity: { userName: 'mateo@example.com', credentials: 'Clave2026y' },
        profile: { firstName: 'Mateo', email: 'mateo@example.com' },
      },
    });
    expect(setup.status()).toBe(201);
    await context.clearCookies();
    const page = await context.newPage();
    await page.goto(`${server.url}/login-semana/?redirect=/nacion/&_website=semana`);
    await waitForIslands(page, 'sign-in-forms');
    await page.getByLabel('Correo electrónico').fill('mateo@example.com');
    await page.getByLabel('Contraseña', { exact: true }).fill('Equivocada1');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBeTruthy();
    expect(page.url()).toContain('/login-semana/');

    await page.getByLabel('Contraseña', { exact: true }).fill('Clave2026y');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL(`${server.url}/nacion/`);
    await expect.poll(() => headerName(page).textContent()).toBe('Mateo');
    await page.goto(`${server.url}/buscador/?q=paz`);
    await expect.poll(() => headerName(page).textContent()).toBe('Mateo');
    await context.close();
  });
});

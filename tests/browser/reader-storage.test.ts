import { describe, expect, it } from 'vitest';
import { DESKTOP, browserTest, waitForIslands, watchErrors } from './browser';

const web = browserTest();

/** The page's storage keys, local and session, sorted. */
const storedKeys = (page: import('playwright-core').Page) =>
  page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)].sort());

describe("the reader's browser storage (spec 2, 3)", () => {
  it('S2-049, S2-050: a sign-in keeps the prefixed identity entries and userIdAnalytics; logout removes them all', async () => {
    const setup = await fetch(`${web.server.url}/identity/public/v1/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        identity: { userName: 'renata@example.com', credentials: 'Clave2026r' },
        profile: { firstName: 'Renata', email: 'renata@example.com' },
      }),
    });
    expect(setup.status).toBe(201);
    const context = await web.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${web.server.url}/login-semana/?redirect=/nacion/&_website=semana`);
    await waitForIslands(page, 'sign-in-forms');
    await page.getByLabel('Correo electrónico').fill('renata@example.com');
    await page.getByLabel('Contraseña', { exact: true }).fill('Clave2026r');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL(`${web.server.url}/nacion/`);

    // 'Recordarme' is on: everything in local storage, each identity entry under the SDK's prefix.
    await expect
      .poll(() => storedKeys(page))
      .toEqual(
        expect.arrayContaining([
          'ArcId.USER_INFO',
          'ArcId.USER_PROFILE',
          'ArcId.USER_SETTINGS',
          'ArcId.USER_SEGMENTS',
          'currentlocaldate',
          'userIdAnalytics',
        ]),
      );
    const uuid = await page.evaluate(() => JSON.parse(localStorage.getItem('ArcId.USER_INFO') ?? '{}').uuid as string);
    expect(await page.evaluate(() => localStorage.getItem('userIdAnalytics'))).toBe(uuid);

    await page.locator('.site-header__user-first-name').click();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(`${web.server.url}/`);
    await page.getByRole('link', { name: 'Iniciar Sesión' }).waitFor();
    const left = await storedKeys(page);
    for (const key of ['ArcId.USER_INFO', 'ArcId.USER_PROFILE', 'ArcId.USER_SETTINGS', 'ArcId.USER_SEGMENTS'])
      expect(left).not.toContain(key);
    expect(left).not.toContain('userIdAnalytics');
    expect(left).not.toContain('currentlocaldate');
    expect(errors).toEqual([]);
    await context.close();
  });
});

import { describe, expect, it } from 'vitest';
import { DESKTOP, browserTest, waitForIslands, watchErrors } from './browser';

const web = browserTest();

describe('an AMP page sends a reader to sign in (S2-309)', () => {
  it('the reader signs in, the page links the AMP reader id, confirms it and goes on', async () => {
    const context = await web.browser.newContext({ viewport: DESKTOP });
    const signup = await context.request.post(`${web.server.url}/identity/public/v1/signup`, {
      data: {
        identity: { userName: 'amp.lectora@example.com', credentials: 'Clave2026z' },
        profile: { firstName: 'Camila', email: 'amp.lectora@example.com' },
      },
    });
    expect(signup.status()).toBe(201);
    await context.clearCookies();
    const ampReaderId = 'amp-reader-browser-1';
    const access = async () =>
      (await context.request.get(`${web.server.url}/sales/public/v1/amp/${ampReaderId}`)).json() as Promise<{
        loggedIn: boolean;
      }>;
    expect((await access()).loggedIn).toBe(false);

    const page = await context.newPage();
    const errors = watchErrors(page);
    const start = `/login-semana/?ampReaderId=${ampReaderId}&redirect=/nacion/&_website=semana`;
    await page.goto(`${web.server.url}${start}`);
    await waitForIslands(page, 'sign-in-forms');
    await page.getByLabel('Correo electrónico').fill('amp.lectora@example.com');
    await page.getByLabel('Contraseña', { exact: true }).fill('Clave2026z');
    await page.getByRole('button', { name: 'Ingresar' }).click();

    // Back on the same address, signed in: the link is made and confirmed.
    await page.getByRole('status').filter({ hasText: 'tu cuenta quedó vinculada' }).waitFor();
    expect(page.url()).toBe(`${web.server.url}${start}`);
    expect((await access()).loggedIn).toBe(true);
    await page.getByRole('link', { name: 'Continuar' }).click();
    await page.waitForURL(`${web.server.url}/nacion/`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

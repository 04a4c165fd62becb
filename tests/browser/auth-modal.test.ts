import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { articleFixture } from '../../fixtures/article';
import { browserTest, DESKTOP, waitForIslands, watchErrors } from './browser';

const story = articleFixture({ _id: 'modal-cierre', canonical_url: '/nacion/articulo/cierre/modal-cierre/' });

const web = browserTest({ stories: [story] });

async function openModalOn(path: string) {
  const context = await web.browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`${web.server.url}${path}?form=login&_website=semana`);
  await waitForIslands(page, 'site-header');
  const modal = page.getByRole('dialog', { name: 'Cuenta de lector' });
  await modal.getByRole('heading', { name: 'Iniciar Sesión' }).waitFor();
  return { page, context, modal };
}

async function closeModalOn(path: string) {
  const { page, context, modal } = await openModalOn(path);
  await modal.getByRole('button', { name: 'Cerrar' }).click();
  return { page, context };
}

/** A click on the dimmed page around the modal (its top-left corner is far from the centred panel). */
const clickBackdrop = (page: Page) => page.mouse.click(10, 10);

describe('closing the login modal (spec 2, 4)', () => {
  it('sends an anonymous reader on a story back to the home page', async () => {
    const { page, context } = await closeModalOn(story.canonical_url);
    await page.waitForURL(`${web.server.url}/`);
    await context.close();
  });

  it('leaves an anonymous reader on a section page where they were, without the form', async () => {
    const { page, context } = await closeModalOn('/nacion/');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/nacion/');
    expect(new URL(page.url()).searchParams.get('form')).toBeNull();
    await context.close();
  });

  it('S2-013: closes from a click on the backdrop too', async () => {
    const { page, context } = await openModalOn('/nacion/');
    await clickBackdrop(page);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/nacion/');
    await context.close();
  });

  it('S2-014: on /suscripciones/ neither a close button nor the backdrop closes it', async () => {
    const { page, context, modal } = await openModalOn('/suscripciones/');
    expect(await modal.getByRole('button', { name: 'Cerrar' }).count()).toBe(0);
    await clickBackdrop(page);
    // Give a close that should not happen the time the modal takes to reset (0.5 s) and more.
    await page.waitForTimeout(800);
    expect(await modal.isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get('form')).toBe('login');
    await context.close();
  });
});

describe('a reader who is signed in already (issue 28)', () => {
  it('meets no login form from ?form=login: the page stays without it, or the redirect on this site opens', async () => {
    const email = 'ya-dentro@example.com';
    // This file's story links a picture that is not on disk: a pixel answers it, so any error left is the page's own.
    const { page } = await web.newPage(DESKTOP, { pixelImages: true });
    const context = page.context();
    const errors = watchErrors(page, { islandWarnings: true });
    const signup = await context.request.post(`${web.server.url}/identity/public/v1/signup`, {
      data: { identity: { userName: email, credentials: 'Clave2026z' }, profile: { firstName: 'Inés', email } },
    });
    expect(signup.status()).toBe(201);
    await context.clearCookies();
    await page.goto(`${web.server.url}/login-semana/?redirect=/nacion/&_website=semana`);
    await waitForIslands(page, 'sign-in-forms');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Clave2026z');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL(`${web.server.url}/nacion/`);
    const firstName = page.locator('.site-header__user-first-name');
    await expect.poll(() => firstName.textContent()).toBe('Inés');

    // The page as it was, `form` gone from the address, no dialog.
    await page.goto(`${web.server.url}/nacion/?form=login`);
    await waitForIslands(page, 'site-header');
    await expect.poll(() => page.url()).toBe(`${web.server.url}/nacion/`);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await firstName.textContent()).toBe('Inés');

    // The link's redirect, when it is on this site; another site's is refused (the home page, as after a sign-in).
    await page.goto(`${web.server.url}/?form=login&redirect=${encodeURIComponent('/nacion/')}`);
    await page.waitForURL(`${web.server.url}/nacion/`);
    await page.goto(`${web.server.url}/nacion/?form=login&redirect=${encodeURIComponent('//evil.example/phish')}`);
    await page.waitForURL((url) => url.host === 'evil.example' || url.href === `${web.server.url}/`);
    expect(page.url()).toBe(`${web.server.url}/`);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

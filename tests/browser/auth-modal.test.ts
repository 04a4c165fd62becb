import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { articleFixture } from '../../fixtures/article';
import { browserTest, DESKTOP, waitForIslands } from './browser';

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

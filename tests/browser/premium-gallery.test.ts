import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, browserTest, waitForIslands, watchErrors } from './browser';
import { giveSubscription, signUpReader } from '../helpers/readers';
import { GALLERY_PICTURES, premiumGallery } from '../helpers/premium-gallery';

// An id in the shape the image resizer serves, so the gallery's pictures load.
const gallery = premiumGallery('GALERIAPREMIUMBROWSERAAAAA');
// An ordinary gallery: no paywall flag (content code '1').
const freeGallery = {
  ...premiumGallery('GALERIALIBREBROWSERAAAAAAA'),
  headlines: { basic: 'Paisajes de Colombia para todos' },
  content_restrictions: { content_code: '1' },
};
const SUBSCRIBER = { email: 'fotos-suscriptora@example.com', password: 'Clave2026f', firstName: 'Camila' };
const READER = { email: 'fotos-lectora@example.com', password: 'Clave2026l', firstName: 'Marta' };

const web = browserTest({ stories: [gallery, freeGallery] });

beforeAll(async () => {
  const { uuid } = await signUpReader(web.server.url, SUBSCRIBER);
  await giveSubscription(web.server.database, uuid, 1);
  await signUpReader(web.server.url, READER);
});

const pageUrl = () => `${web.server.url}${gallery.canonical_url}?_website=semana`;
const modal = (page: Page) => page.locator('.gallery-slider').getByRole('dialog');
/** Pictures of the gallery other than the lead, anywhere in the page. */
const otherPictures = (page: Page) => page.locator(`img[src*="${gallery._id}-2"], img[src*="${gallery._id}-3"]`);

/** Signs in from the gallery's modal and comes back to the gallery. */
async function signInFromModal(context: BrowserContext, reader: typeof SUBSCRIBER): Promise<Page> {
  const page = await context.newPage();
  await page.goto(pageUrl());
  await waitForIslands(page, 'gallery-slider');
  await modal(page).getByRole('link', { name: 'Iniciar Sesión' }).click();
  await page.waitForURL(/\/login-semana\/\?redirect=/);
  await waitForIslands(page, 'sign-in-forms');
  await page.getByLabel('Correo electrónico').fill(reader.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(reader.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(`${web.server.url}${gallery.canonical_url}`);
  await waitForIslands(page, 'gallery-slider');
  return page;
}

describe('premium gallery in the browser (spec 1, 4)', () => {
  it('S1-161: a visitor sees the lead picture under the blur modal, and no other picture', async () => {
    const { page, errors } = await web.newPage(DESKTOP);
    await page.goto(pageUrl());
    await waitForIslands(page, 'gallery-slider');
    expect(await modal(page).getAttribute('class')).toContain('gallery-lock__modal--blur');
    expect(await modal(page).getByRole('heading').textContent()).toBe('Este contenido es exclusivo para suscriptores');
    expect(await modal(page).getByRole('link', { name: 'Crear cuenta' }).isVisible()).toBe(true);
    expect(await page.locator(`.gallery-lock img[src*="${gallery._id}-1"]`).count()).toBe(1);
    expect(await otherPictures(page).count()).toBe(0);
    expect(await page.content()).not.toContain(GALLERY_PICTURES[1][0]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('S1-161: on an ordinary gallery a visitor gets the blur modal over every picture; closing it shows the slider', async () => {
    const { page, errors } = await web.newPage(DESKTOP);
    await page.goto(`${web.server.url}${freeGallery.canonical_url}?_website=semana`);
    await waitForIslands(page, 'gallery-slider');
    const invitation = page.getByRole('dialog', { name: 'Inicia sesión para ver la galería' });
    await invitation.waitFor();
    expect(await invitation.getAttribute('class')).toContain('gallery-lock__modal--blur');
    expect(await invitation.getByRole('link', { name: 'Crear cuenta' }).isVisible()).toBe(true);
    const carousel = page.locator('.gallery-slider__carousel');
    expect(await carousel.evaluate((el) => getComputedStyle(el).filter)).toContain('blur');
    expect(await page.locator(`img[src*="${freeGallery._id}-2"]`).count()).toBeGreaterThan(0);
    await invitation.getByRole('button', { name: 'Ver sin iniciar sesión' }).click();
    expect(await invitation.count()).toBe(0);
    expect(await carousel.evaluate((el) => getComputedStyle(el).filter)).toBe('none');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('S1-162: a signed-in reader without a subscription gets the subscribe promo modal', async () => {
    const context = await web.browser.newContext({ viewport: DESKTOP });
    const page = await signInFromModal(context, READER);
    await expect.poll(() => modal(page).getAttribute('class')).toContain('gallery-lock__modal--promo');
    expect(await modal(page).getByRole('link', { name: 'Suscríbete' }).isVisible()).toBe(true);
    expect(await modal(page).getByRole('link', { name: 'Iniciar Sesión' }).count()).toBe(0);
    expect(await otherPictures(page).count()).toBe(0);
    await context.close();
  });

  it('a subscriber who signs in from the modal comes back to every picture, with the full-screen modal', async () => {
    const context = await web.browser.newContext({ viewport: DESKTOP });
    const page = await signInFromModal(context, SUBSCRIBER);
    const errors = watchErrors(page);
    const slider = page.locator('.gallery-slider');
    // swiper loads once the reader reaches for the slider (decision 0103): a pointer over it.
    await slider.locator('.carousel').dispatchEvent('pointerover');
    await slider.locator('[data-carousel-ready]').waitFor();
    expect(await page.locator('.gallery-lock').count()).toBe(0);
    expect(await slider.locator('.gallery-slider__counter').textContent()).toBe(`1 / ${GALLERY_PICTURES.length}`);
    await slider.getByRole('button', { name: 'Siguiente' }).click();
    await expect
      .poll(() => slider.locator('.swiper-slide-active .gallery-slider__text').textContent())
      .toBe(GALLERY_PICTURES[1][0]);
    await page.getByRole('button', { name: 'Ver pantalla completa' }).click();
    const fullScreen = page.getByRole('dialog');
    expect(await fullScreen.textContent()).toContain(`2 / ${GALLERY_PICTURES.length}`);
    await fullScreen.getByRole('button', { name: 'Siguiente' }).click();
    expect(await fullScreen.textContent()).toContain(GALLERY_PICTURES[2][0]);
    expect(await page.locator(`img[src*="${gallery._id}-3"]`).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

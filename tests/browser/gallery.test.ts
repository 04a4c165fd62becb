import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, browserTest, waitForIslands } from './browser';

const web = browserTest();
let galleryUrl: string;
beforeAll(async () => {
  // A free gallery: the demo seed also has premium ones, which lock (tests/browser/premium-gallery.test.ts).
  const query = encodeURIComponent(
    JSON.stringify({ includeSections: 'galerias', feedSize: 12, sourceInclude: 'canonical_url,content_restrictions' }),
  );
  const list = (await (await fetch(`${web.server.url}/api/content/content-apir?query=${query}`)).json()) as {
    content_elements: { canonical_url: string; content_restrictions?: { content_code: string } }[];
  };
  const free = list.content_elements.find((g) => g.content_restrictions?.content_code !== '3');
  galleryUrl = `${web.server.url}${free?.canonical_url}`;
});

async function openGallery(
  viewport: { width: number; height: number },
  hasTouch = false,
): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await web.newPage(viewport, { hasTouch });
  await page.goto(galleryUrl);
  await waitForIslands(page, 'gallery-slider');
  // swiper loads once the reader reaches for the slider (decision 0103): a pointer over it.
  await page.locator('.gallery-slider .carousel').dispatchEvent('pointerover');
  await page.waitForSelector('.gallery-slider [data-carousel-ready]');
  // A visitor is first invited to sign in (S1-161, tests/browser/premium-gallery.test.ts); these tests close it.
  await page.getByRole('button', { name: 'Ver sin iniciar sesión' }).click();
  return { page, errors };
}

const idleState = (page: Page) => page.getByRole('dialog').getAttribute('data-idle');

describe('gallery page in the browser', () => {
  it('S1-121/S1-127: the slider shows each picture with its caption and credit; next advances', async () => {
    const { page, errors } = await openGallery(DESKTOP);
    const slider = page.locator('.gallery-slider');
    expect(await slider.locator('.gallery-slider__counter').textContent()).toMatch(/^1 \/ \d+$/);
    expect(await slider.locator('.swiper-slide-active .gallery-slider__credit').textContent()).toMatch(/^Foto: /);
    await slider.getByRole('button', { name: 'Siguiente' }).click();
    await expect.poll(() => slider.locator('.gallery-slider__counter').textContent()).toMatch(/^2 \/ /);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("S1-123/S1-163/S1-124: 'Ver pantalla completa' opens the modal, controls go idle after 3 s, a tap toggles them, close closes", async () => {
    const { page, errors } = await openGallery(DESKTOP);
    const opened = Date.now();
    await page.getByRole('button', { name: 'Ver pantalla completa' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.isVisible()).toBe(true);
    expect(await idleState(page)).toBe('false');
    await page.waitForFunction(() => document.querySelector('[role="dialog"]')?.getAttribute('data-idle') === 'true');
    expect(Date.now() - opened).toBeGreaterThanOrEqual(2900);
    // Faded controls: the close button is transparent until the picture is tapped again.
    const close = dialog.getByRole('button', { name: 'Cerrar' });
    await expect.poll(() => close.evaluate((el) => getComputedStyle(el.parentElement!).opacity)).toBe('0');
    await dialog.locator('.gallery-modal__picture').click();
    expect(await idleState(page)).toBe('false');
    await expect.poll(() => close.evaluate((el) => getComputedStyle(el.parentElement!).opacity)).toBe('1');
    await close.click();
    expect(await dialog.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('S1-122: on a 390px phone tapping the picture opens the modal; Escape closes it', async () => {
    const { page, errors } = await openGallery(MOBILE, true);
    await page.locator('.gallery-slider .swiper-slide-active .gallery-slider__picture').tap();
    const dialog = page.getByRole('dialog');
    expect(await dialog.isVisible()).toBe(true);
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: MOBILE.width, height: MOBILE.height });
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('S1-122: at 641px tapping the picture opens nothing', async () => {
    const { page } = await openGallery({ width: 641, height: 900 });
    await page.locator('.gallery-slider .swiper-slide-active .gallery-slider__picture').click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.close();
  });
});

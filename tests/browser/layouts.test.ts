import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, browserTest } from './browser';

const web = browserTest();

// Each brand's home (and Semana's landing page) with its layout's width: max-width of main plus its 1rem padding.
const pages = [
  { layout: 'foros-semana', path: '/?_website=foros-semana', width: 1280 },
  { layout: 'product', path: '/?_website=mujeres', width: 1240 },
  { layout: 'soho', path: '/?_website=soho', width: 1080 },
  { layout: 'elpais', path: '/?_website=elpais', width: 1140 },
  { layout: 'landing', path: '/emprendedores/?_website=semana', width: DESKTOP.width },
];

async function open(path: string, viewport: typeof DESKTOP) {
  const { page, errors } = await web.newPage(viewport, { pixelImages: true });
  // Soho's pages ask for the reader's age first: this reader already said so in this session.
  await page.addInitScript(() => sessionStorage.setItem('ageConfirmation', 'true'));
  await page.goto(`${web.server.url}${path}`);
  return { page, errors };
}

describe('the brand layouts in the browser', () => {
  it.each(pages)('$layout lays the page out $width px wide on a desktop', async ({ layout, path, width }) => {
    const { page } = await open(path, DESKTOP);
    await expect(page.locator('.app').getAttribute('data-layout')).resolves.toBe(layout);
    const box = await page.locator('main#main').boundingBox();
    expect(box?.width).toBe(width);
    await page.close();
  });

  it.each(pages)('$layout fits a phone’s screen, with nothing wider than it', async ({ path }) => {
    const { page } = await open(path, MOBILE);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBe(0);
    await page.close();
  });

  it('Soho is black and gold, with the dark header', async () => {
    const { page } = await open('/?_website=soho', DESKTOP);
    const colours = await page.evaluate(() => ({
      page: getComputedStyle(document.querySelector('.app--soho')!).backgroundColor,
      header: getComputedStyle(document.querySelector('.site-header')!).backgroundColor,
    }));
    expect(colours).toEqual({ page: 'rgb(13, 13, 13)', header: 'rgb(17, 17, 17)' });
    await page.close();
  });

  it('the landing page leads back to the site from its brand bar, and has no menus', async () => {
    const { page } = await open('/emprendedores/?_website=semana', MOBILE);
    await expect(page.getByRole('link', { name: 'Volver a Semana' }).isVisible()).resolves.toBe(true);
    await expect(page.locator('.site-header').count()).resolves.toBe(0);
    await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true);
    await page.close();
  });
});

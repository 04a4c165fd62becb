import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserTest, MOBILE, waitForIslands, watchErrors } from './browser';

const web = browserTest();

/** The WhatsApp link is on screen and stays there when the page scrolls (spec 2, 2: floating, always shown). */
async function expectWhatsappFloating(page: Page) {
  const link = page.getByRole('link', { name: 'Escríbenos por WhatsApp' });
  expect(await link.isVisible()).toBe(true);
  expect(await link.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
}

describe('help centre /contactenos/', () => {
  it('shows the cards, opens a card and a sub-card with its help facts, and goes back up', async () => {
    const context = await web.browser.newContext({ viewport: MOBILE });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const res = await page.goto(`${web.server.url}/contactenos/?_website=semana`);
    expect(res?.status()).toBe(200);
    await waitForIslands(page, 'help-centre');
    const cards = page.locator('.help-centre__card:visible');
    await expect.poll(() => cards.count()).toBe(8);
    await expectWhatsappFloating(page);

    await page.getByRole('button', { name: 'Transacciones' }).click();
    await expect.poll(() => cards.allTextContents()).toEqual(['Devoluciones', 'Facturación', 'Medios de pago']);
    await page.getByRole('button', { name: 'Devoluciones' }).click();
    await page.getByText('Tienes derecho de retracto durante 5 días hábiles después de tu compra.').waitFor();
    expect(await page.getByText(/dentro de los 15 días calendario/).isVisible()).toBe(true);
    await expectWhatsappFloating(page);

    await page.getByRole('navigation', { name: 'Ruta' }).getByRole('button', { name: 'Transacciones' }).click();
    await expect.poll(() => cards.count()).toBe(3);
    await page.getByRole('button', { name: 'Volver' }).click();
    await expect.poll(() => cards.count()).toBe(8);
    expect(await page.getByRole('button', { name: 'Volver' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

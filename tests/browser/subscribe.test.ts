import { describe, expect, it } from 'vitest';
import { DESKTOP, browserTest, waitForIslands, watchErrors } from './browser';
import { PREMIUM_FIRST_PARAGRAPH, premiumStory } from '../../fixtures/article';

const premium = premiumStory('SUBSCRIBEJOURNEYAAAAAAAAAA');
const FIRST_PARAGRAPH = PREMIUM_FIRST_PARAGRAPH;

const web = browserTest({ stories: [premium] });

describe('subscribing in the browser', () => {
  it('a reader subscribes from the header: account, a declined card, a good one, then the premium article', async () => {
    const context = await web.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${web.server.url}/?_website=semana`);
    await page.getByRole('link', { name: 'Suscríbete' }).click();
    await page.waitForURL(/\/suscripciones-online\/\?offerId=466$/);
    await waitForIslands(page, 'subscription-checkout');
    expect(await page.locator('.checkout__price').textContent()).toBe('$199.000 al año');

    await page.getByRole('link', { name: 'crea tu cuenta' }).click();
    await page.waitForURL(/\/login-semana\/\?register=1&redirect=/);
    await waitForIslands(page, 'sign-in-forms');
    await page.getByLabel('Nombre').fill('Andrés');
    await page.getByLabel('Apellido').fill('Mejía');
    await page.getByLabel('Fecha de nacimiento').fill('1990-05-17');
    await page.getByLabel('Correo electrónico').fill('andres@example.com');
    await page.getByLabel('Contraseña', { exact: true }).fill('Clave2026m');
    await page.getByLabel('Confirmar contraseña').fill('Clave2026m');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.waitForURL(`${web.server.url}/suscripciones-online/?offerId=466`);

    const form = page.getByRole('form', { name: 'Pago con tarjeta' });
    await form.getByLabel('Nombre en la tarjeta').fill('Andrés Mejía');
    await form.getByLabel('Número de tarjeta').fill('4000 0000 0000 0002');
    await form.getByLabel('Vencimiento (MM/AA)').fill('12/30');
    await form.getByLabel('Código de seguridad').fill('123');
    await form.getByRole('button', { name: 'Pagar $199.000' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toBeTruthy();

    await form.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
    await form.getByRole('button', { name: 'Pagar $199.000' }).click();
    await page.getByRole('heading', { name: '¡Gracias! Tu suscripción está activa.' }).waitFor();
    await expect.poll(() => page.locator('.site-header__user-status').textContent()).toBe('Suscripción activa');
    expect(await page.getByRole('link', { name: 'Suscríbete' }).count()).toBe(0);

    await page.goto(`${web.server.url}${premium.canonical_url}`);
    await expect.poll(() => page.locator('.article-body').first().textContent()).toContain(FIRST_PARAGRAPH);
    expect(await page.locator('.paywall-invitation').count()).toBe(0);
    // The declined card answered 402, which the browser reports on its console; nothing else may fail.
    expect(errors.filter((e) => !e.includes('402'))).toEqual([]);
    await context.close();
  });

  it('/suscripciones/ offers anonymous visitors a login that cannot be dismissed on this page', async () => {
    const { page } = await web.newPage(DESKTOP);
    await page.goto(`${web.server.url}/suscripciones/?_website=semana`);
    await waitForIslands(page, 'subscription-promo');
    await page.getByRole('link', { name: 'Inicia sesión aquí' }).click();
    await page.waitForURL(/\/suscripciones\/\?form=login$/);
    const modal = page.getByRole('dialog', { name: 'Cuenta de lector' });
    await modal.getByRole('heading', { name: 'Iniciar Sesión' }).waitFor();
    expect(await modal.getByRole('button', { name: 'Cerrar' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await modal.isVisible()).toBe(true);
    await page.close();
  });
});

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { DESKTOP, browserTest, waitForIslands, watchErrors } from './browser';
import { accountUsers } from '../../server/db/schema-accounts';
import { salesOrders, salesPayments } from '../../server/db/schema-sales';
import type { AccountsControls } from '../../server/accounts/router';
import type { TestPaymentProvider } from '../../server/accounts/sales/test-provider';
import { PREMIUM_FIRST_PARAGRAPH, premiumStory } from '../../fixtures/article';

const premium = premiumStory('CHECKOUTTHREEDSAAAAAAAAAAA');
const STORE = '/suscripciones-online/?offerId=466';

const web = browserTest({ stories: [premium] });
const provider = () => (web.server.app.locals.accounts as AccountsControls).provider as TestPaymentProvider;

/** A new account made in the sign-up form, back on the store page with the card form. */
async function signUpAtStore(page: Page, email: string) {
  await page.goto(`${web.server.url}${STORE}&_website=semana`);
  await waitForIslands(page, 'subscription-checkout');
  await page.getByRole('link', { name: 'crea tu cuenta' }).click();
  await waitForIslands(page, 'sign-in-forms');
  await page.getByLabel('Nombre').fill('Lucía');
  await page.getByLabel('Apellido').fill('Rojas');
  await page.getByLabel('Fecha de nacimiento').fill('1990-05-17');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('Clave2026m');
  await page.getByLabel('Confirmar contraseña').fill('Clave2026m');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await page.waitForURL(/\/suscripciones-online\/\?offerId=466/);
  const form = page.getByRole('form', { name: 'Pago con tarjeta' });
  await form.waitFor();
  return form;
}

async function fillCard(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Pago con tarjeta' });
  await form.getByLabel('Nombre en la tarjeta').fill('Lucía Rojas');
  await form.getByLabel('Número de tarjeta').fill(number);
  await form.getByLabel('Vencimiento (MM/AA)').fill('12/30');
  await form.getByLabel('Código de seguridad').fill('123');
  return form.getByRole('button', { name: 'Pagar $199.000' });
}

describe('paying in the store', () => {
  it('3-D Secure: the bank page opens, the payment waits (status 5, locked), approving opens the premium article', async () => {
    const context = await web.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signUpAtStore(page, 'lucia.3ds@example.com');
    await (await fillCard(page, '4000 0000 0000 3220')).click();
    await page.waitForURL(/\/dev\/3ds\/[0-9a-f-]{36}$/);
    expect(await page.getByRole('heading', { name: 'Verificación de tu banco' }).count()).toBe(1);

    // The reader leaves the bank's page open: status 5 keeps its meaning (header 'Suscripción activa', paywall
    // locked) and the store shows the waiting check, never the card form again.
    const challenge = page.url();
    await page.goto(`${web.server.url}${premium.canonical_url}`);
    await page.locator('.paywall-invitation').first().waitFor();
    expect(await page.locator('.article-body').first().textContent()).not.toContain(PREMIUM_FIRST_PARAGRAPH);
    await page.goto(`${web.server.url}${STORE}`);
    await waitForIslands(page, 'subscription-checkout');
    await page.getByRole('link', { name: 'Verificar el pago' }).waitFor();
    expect(await page.getByRole('form', { name: 'Pago con tarjeta' }).count()).toBe(0);
    await expect.poll(() => page.locator('.site-header__user-status').textContent()).toBe('Suscripción activa');
    await page.getByRole('link', { name: 'Verificar el pago' }).click();
    await page.waitForURL(challenge);

    await page.getByRole('button', { name: 'Aprobar' }).click();
    await page.waitForURL(`${web.server.url}${STORE}`);
    await page.getByRole('heading', { name: '¡Gracias! Tu suscripción está activa.' }).waitFor();
    await expect.poll(() => page.locator('.site-header__user-status').textContent()).toBe('Suscripción activa');
    await page.goto(`${web.server.url}${premium.canonical_url}`);
    await expect.poll(() => page.locator('.article-body').first().textContent()).toContain(PREMIUM_FIRST_PARAGRAPH);
    expect(await page.locator('.paywall-invitation').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('a declined 3-D Secure check says so in Spanish and the card form pays the same order again', async () => {
    const context = await web.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signUpAtStore(page, 'lucia.rechazo@example.com');
    await (await fillCard(page, '4000000000003220')).click();
    await page.waitForURL(/\/dev\/3ds\//);
    await page.getByRole('button', { name: 'Rechazar' }).click();
    await page.waitForURL(`${web.server.url}${STORE}`);
    const form = page.getByRole('form', { name: 'Pago con tarjeta' });
    expect(await form.getByRole('alert').textContent()).toBe(
      'Tu banco no aprobó la verificación del pago. Puedes intentarlo de nuevo.',
    );
    await (await fillCard(page, '4242424242424242')).click();
    await page.getByRole('heading', { name: '¡Gracias! Tu suscripción está activa.' }).waitFor();
    await context.close();
  });

  it("a double click on 'Pagar' makes one order and one charge; back in the store the reader sees the plan", async () => {
    const context = await web.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signUpAtStore(page, 'lucia.doble@example.com');
    const before = provider().charges.length;
    await (await fillCard(page, '4242424242424242')).dblclick();
    await page.getByRole('heading', { name: '¡Gracias! Tu suscripción está activa.' }).waitFor();
    expect(provider().charges.length - before).toBe(1);
    const [user] = await web.server.database.db
      .select()
      .from(accountUsers)
      .where(eq(accountUsers.email, 'lucia.doble@example.com'));
    const orders = await web.server.database.db.select().from(salesOrders).where(eq(salesOrders.userId, user.id));
    expect(orders.map((o) => o.status)).toEqual(['Paid']);
    const payments = await web.server.database.db
      .select()
      .from(salesPayments)
      .where(eq(salesPayments.orderNumber, orders[0].orderNumber));
    expect(payments.map((p) => p.status)).toEqual(['paid']);

    await page.goto(`${web.server.url}${STORE}`);
    await waitForIslands(page, 'subscription-checkout');
    await expect
      .poll(() => page.locator('.checkout__account').first().textContent())
      .toContain('Ya tienes Suscripción digital anual');
    expect(await page.getByRole('form', { name: 'Pago con tarjeta' }).count()).toBe(0);
    await context.close();
  });
});

import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { DESKTOP, browserTest, waitForIslands, watchErrors } from './browser';
import { signUpReader } from '../helpers/readers';
import { salesSubscriptions } from '../../server/db/schema-sales';
import type { AccountsControls } from '../../server/accounts/router';
import { TEST_CARDS } from '../../server/accounts/sales/test-provider';
import { articleFixture } from '../../fixtures/article';

// An id in the shape the image resizer serves, so the story's pictures load.
const story = articleFixture({
  _id: 'RENOVACIONINREADAAAAAAAAAA',
  canonical_url: '/nacion/articulo/renovacion/inread/',
});
const web = browserTest({ stories: [story] });
const DAY = 86_400_000;
const controls = () => web.server.app.locals.accounts as AccountsControls;
const row = async (id: number) =>
  (await web.server.database.db.select().from(salesSubscriptions).where(eq(salesSubscriptions.id, id)))[0];

/**
 * A reader whose annual plan ended yesterday on a card the bank now declines: the server's own renewal job
 * tries it and records the failure (status 4). Answers the reader's e-mail and the subscription's id.
 */
async function failedRenewal(email: string): Promise<number> {
  const { uuid } = await signUpReader(web.server.url, { email, password: 'Clave2026r', firstName: 'Marta' });
  const ended = new Date(Date.now() - DAY);
  const [sub] = await web.server.database.db
    .insert(salesSubscriptions)
    .values({
      site: 'semana',
      userId: uuid,
      sku: 'PLAN-DIGITAL-ANUAL',
      priceCode: 'DIGITAL-ANUAL-199000',
      productName: 'Suscripción digital anual',
      status: 1,
      orderNumber: `ORD-${uuid.slice(0, 8)}`,
      paymentPartner: 'TestProvider',
      paymentMethodId: 1,
      paymentToken: `test-card-${TEST_CARDS.declined}`,
      lastFour: '0002',
      currentPeriodStart: new Date(ended.getTime() - 365 * DAY),
      currentPeriodEnd: ended,
      nextRenewalAt: ended,
      events: [],
    })
    .returning({ id: salesSubscriptions.id });
  expect((await controls().runRenewals()).failed).toContain(sub!.id);
  expect((await row(sub!.id)).status).toBe(4);
  return sub!.id;
}

/** A browser signed in as the reader: the session cookies of a cookie login, and the page's mark. */
async function signedIn(email: string): Promise<BrowserContext> {
  const context = await web.browser.newContext({ viewport: DESKTOP });
  const login = await context.request.post(`${web.server.url}/identity/public/v1/auth/login?cookie=true`, {
    data: { userName: email, credentials: 'Clave2026r', grantType: 'password' },
  });
  const { uuid } = (await login.json()) as { uuid: string };
  await context.addInitScript((id) => sessionStorage.setItem('ArcId.USER_INFO', JSON.stringify({ uuid: id })), uuid);
  return context;
}

async function fillCard(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Cambiar tarjeta' });
  await form.getByLabel('Nombre en la tarjeta').fill('Marta Díaz');
  await form.getByLabel('Número de tarjeta').fill(number);
  await form.getByLabel('Vencimiento (MM/AA)').fill('12/30');
  await form.getByLabel('Código de seguridad').fill('123');
  await form.getByRole('button', { name: 'Guardar tarjeta' }).click();
}

const banner = (page: Page) => page.getByRole('region', { name: 'Renovación de tu suscripción' });

describe('a failed renewal (status 4)', () => {
  it('shows its banner on the profile, and a new card (3-D Secure) renews the plan and removes the banner', async () => {
    const id = await failedRenewal('renovacion.3ds@example.com');
    const context = await signedIn('renovacion.3ds@example.com');
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${web.server.url}/autogestion/perfil/?_website=semana`);
    await waitForIslands(page, 'account-page');
    await banner(page).getByRole('link', { name: 'Actualizar datos de pago' }).click();
    await page.waitForURL(`${web.server.url}/autogestion/mis-suscripciones/?tarjeta=${id}`);
    await waitForIslands(page, 'account-page');
    await expect
      .poll(() => page.locator('.account-subscriptions__item').textContent())
      .toContain('Pago pendiente de renovación');
    await fillCard(page, '4000 0000 0000 3220');

    await page.waitForURL(/\/dev\/3ds\/[0-9a-f-]{36}$/);
    expect((await row(id)).status).toBe(4);
    await page.getByRole('button', { name: 'Aprobar' }).click();
    await page.waitForURL(/\/autogestion\/mis-suscripciones\//);
    await waitForIslands(page, 'account-page');
    await expect
      .poll(() => page.locator('.account-subscriptions__item').textContent())
      .toContain('Activa: se renueva el');
    expect(await banner(page).count()).toBe(0);
    const after = await row(id);
    expect([after.status, after.lastFour]).toEqual([1, '3220']);
    expect(after.currentPeriodEnd.getTime()).toBeGreaterThan(Date.now() + 300 * DAY);

    await page.goto(`${web.server.url}/autogestion/perfil/?_website=semana`);
    await waitForIslands(page, 'account-page');
    await page.getByLabel('Nombre').waitFor();
    expect(await banner(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('on "Mis suscripciones" the banner opens the card form; an accepted card renews at once', async () => {
    const id = await failedRenewal('renovacion@example.com');
    const context = await signedIn('renovacion@example.com');
    const page = await context.newPage();
    await page.goto(`${web.server.url}/autogestion/mis-suscripciones/?_website=semana`);
    await waitForIslands(page, 'account-page');
    await banner(page).getByRole('button', { name: 'Actualizar datos de pago' }).click();
    await fillCard(page, '4242 4242 4242 4242');
    await expect
      .poll(() => page.locator('.account-subscriptions__item').textContent())
      .toContain('Activa: se renueva el');
    expect(await banner(page).count()).toBe(0);
    expect((await row(id)).status).toBe(1);
    await context.close();
  }, 90_000);

  it('follows the reader to every page under the header until the card is fixed', async () => {
    const id = await failedRenewal('renovacion.portada@example.com');
    const context = await signedIn('renovacion.portada@example.com');
    const page = await context.newPage();
    await page.goto(`${web.server.url}/nacion/?_website=semana`);
    await waitForIslands(page, 'site-header');
    const headerBanner = page.locator('.site-header').getByRole('region', { name: 'Renovación de tu suscripción' });
    await headerBanner.getByRole('link', { name: 'Actualizar datos de pago' }).click();
    await page.waitForURL(`${web.server.url}/autogestion/mis-suscripciones/?tarjeta=${id}`);
    await waitForIslands(page, 'account-page');
    // The account page shows its own banner with the form (once its data has loaded); the header does not repeat it.
    await expect
      .poll(() => page.locator('.account-subscriptions__item').textContent())
      .toContain('Pago pendiente de renovación');
    await expect.poll(() => banner(page).count()).toBe(1);
    await fillCard(page, '4242 4242 4242 4242');
    await expect
      .poll(() => page.locator('.account-subscriptions__item').textContent())
      .toContain('Activa: se renueva el');
    await page.goto(`${web.server.url}/nacion/?_website=semana`);
    await waitForIslands(page, 'site-header');
    await page.locator('.site-header__user-toggle').click();
    await page.locator('#site-header-user').waitFor();
    expect(await banner(page).count()).toBe(0);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('RenewalData') ?? 'null'))).toMatchObject({
      notice: null,
    });
    await context.close();
  }, 90_000);

  it('shows in the article being read and once per session as a modal on the home, from one sales call', async () => {
    await failedRenewal('renovacion.inread@example.com');
    const context = await signedIn('renovacion.inread@example.com');
    const page = await context.newPage();
    const errors = watchErrors(page);
    let salesCalls = 0;
    page.on('request', (r) => void (r.url().includes('/sales/public/v1/subscription/all') && salesCalls++));
    await page.goto(`${web.server.url}${story.canonical_url}?_website=semana`);
    await waitForIslands(page, 'site-header');
    const inread = page.locator('.article-body .renewal-inread');
    await inread.getByRole('region', { name: 'Renovación de tu suscripción, en la nota' }).waitFor();
    expect(await inread.getByRole('link', { name: 'Actualizar datos de pago' }).getAttribute('href')).toMatch(
      /^\/autogestion\/mis-suscripciones\/\?tarjeta=\d+$/,
    );
    // In the text: after the second paragraph, with text before and after it.
    expect(await page.locator('.article-body > p ~ .renewal-inread ~ p').count()).toBeGreaterThan(0);
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.goto(`${web.server.url}/?_website=semana`);
    await waitForIslands(page, 'site-header');
    const modal = page.getByRole('dialog', { name: 'Renovación de tu suscripción' });
    await modal.waitFor();
    expect(await modal.getByRole('link', { name: 'Actualizar datos de pago' }).isVisible()).toBe(true);
    // Header banner, in-read and modal share one answer: RenewalData, cached for the pages after the first.
    expect(salesCalls).toBe(1);
    await modal.getByRole('button', { name: 'Cerrar' }).click();
    await expect.poll(() => modal.count()).toBe(0);
    await page.reload();
    await waitForIslands(page, 'site-header');
    await page.locator('.site-header').getByRole('region', { name: 'Renovación de tu suscripción' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});

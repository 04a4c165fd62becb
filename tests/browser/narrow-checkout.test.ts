import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { MOBILE, browserTest, waitForIslands } from './browser';
import { signUpReader } from '../helpers/readers';
import { premiumStory } from '../../fixtures/article';

const premium = premiumStory('NARROWCHECKOUTAAAAAAAAAAAA');
const web = browserTest({ stories: [premium] });
const READER = { email: 'estrecha@example.com', password: 'Clave2026n', firstName: 'Valentina', lastName: 'Ríos' };

/** A phone signed in as the test reader: the session cookies of a cookie login, and the page's mark. */
async function signedInPhone(): Promise<BrowserContext> {
  const context = await web.browser.newContext({ viewport: MOBILE });
  const login = await context.request.post(`${web.server.url}/identity/public/v1/auth/login?cookie=true`, {
    data: { userName: READER.email, credentials: READER.password, grantType: 'password' },
  });
  const { uuid } = (await login.json()) as { uuid: string };
  await context.addInitScript((id) => sessionStorage.setItem('ArcId.USER_INFO', JSON.stringify({ uuid: id })), uuid);
  return context;
}

/** How much wider than the 390 px screen the page is (0: it fits; the reader never scrolls sideways). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('the checkout and account pages on a 390 px phone', () => {
  it('no page of the checkout or the account is wider than the screen, whoever reads it', async () => {
    await signUpReader(web.server.url, READER);
    const wide: string[] = [];
    /** Opens `path`, waits for `ready` (what the reader came for), and notes the page if it scrolls sideways. */
    const visit = async (page: Page, path: string, ready: (page: Page) => Promise<unknown>) => {
      await page.goto(`${web.server.url}${path}`);
      // The header and the page's own form hydrate on load; a story's lower blocks wait to be seen, so not those.
      await waitForIslands(page, 'site-header');
      await ready(page);
      const extra = await overflow(page);
      if (extra > 0) wide.push(`${path}: ${extra} px too wide`);
    };
    const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first().waitFor();

    // Anonymous: the sign-in, sign-up and recovery forms, the recovery page and the links the mails carry.
    const anonymous = await web.browser.newContext({ viewport: MOBILE });
    const visitor = await anonymous.newPage();
    await visit(visitor, '/login-semana/', heading('Iniciar Sesión'));
    await visit(visitor, '/login-semana/?register=1', heading('Crear cuenta'));
    await visit(visitor, '/login-semana/?form=recovery', (p) =>
      p.getByRole('button', { name: 'Enviar enlace' }).first().waitFor(),
    );
    await visit(visitor, '/recuperar-contrasena/?nonce=x', heading('Recuperar Contraseña'));
    await visit(visitor, '/identity/public/enlace/verificar#x', heading('Confirmar correo electrónico'));
    await visit(visitor, '/identity/public/enlace/acceso#x', heading('Ingresar'));
    await visit(visitor, '/suscripciones/', (p) => p.locator('.promo__title').waitFor());
    await anonymous.close();

    // Signed in without a plan: the locked story, the offer and the store's card form; then the purchase.
    const phone = await signedInPhone();
    const page = await phone.newPage();
    await visit(page, premium.canonical_url, (p) => p.locator('.paywall-invitation').waitFor());
    // Signed in, the locked story offers the plan only: no «¿Ya tienes una cuenta? Iniciar Sesión» again.
    await expect.poll(() => page.locator('html').getAttribute('data-account')).toBe('logged-in');
    expect(await page.getByRole('link', { name: 'Suscríbete' }).last().isVisible()).toBe(true);
    expect(await page.locator('.paywall-invitation__account').isVisible()).toBe(false);
    await visit(page, '/store/', (p) => p.getByRole('form', { name: 'Pago con tarjeta' }).waitFor());
    await visit(page, '/suscripciones-online/?offerId=466', (p) =>
      p.getByRole('form', { name: 'Pago con tarjeta' }).waitFor(),
    );
    const form = page.getByRole('form', { name: 'Pago con tarjeta' });
    await form.getByLabel('Nombre en la tarjeta').fill('Valentina Ríos');
    await form.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
    await form.getByLabel('Vencimiento (MM/AA)').fill('12/30');
    await form.getByLabel('Código de seguridad').fill('123');
    await form.getByRole('button', { name: 'Pagar $199.000' }).click();
    await page.getByRole('heading', { name: '¡Gracias! Tu suscripción está activa.' }).waitFor();
    if ((await overflow(page)) > 0) wide.push('the store after paying');

    // A subscriber: every self-service page, and the card change of the plan just bought.
    for (const path of ['perfil', 'editar-perfil', 'datos-acceso', 'editar-direccion', 'comunicaciones']) {
      await visit(page, `/autogestion/${path}/`, (p) => p.locator('.account-page form').first().waitFor());
    }
    await visit(page, '/autogestion/mis-suscripciones/', heading('Mis suscripciones'));
    await page.getByRole('button', { name: 'Cambiar tarjeta' }).click();
    await page.getByRole('form', { name: 'Cambiar tarjeta' }).waitFor();
    if ((await overflow(page)) > 0) wide.push('the card change in Mis suscripciones');
    await page.getByRole('button', { name: 'Volver' }).click();
    await page.getByRole('button', { name: 'Cancelar suscripción' }).click();
    await page.getByRole('dialog', { name: /Cancelar/ }).waitFor();
    if ((await overflow(page)) > 0) wide.push('the cancellation step');
    await phone.close();

    expect(wide).toEqual([]);
  }, 240_000);
});

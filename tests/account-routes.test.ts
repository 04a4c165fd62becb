import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { startTestServer, type TestServer } from './helpers/test-server';
import { config, ACCOUNT_ROUTES } from '../blocks/account-page/config';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function openPage(path: string, site = 'semana') {
  const res = await fetch(`${server.url}${path}?_website=${site}`);
  const document = new new Window().DOMParser().parseFromString(await res.text(), 'text/html');
  const islands = [...document.querySelectorAll('news-island')].map((el) => el.getAttribute('data-block'));
  return { status: res.status, document, islands };
}

describe('account pages (spec 2, 2)', () => {
  it('the account block takes exactly the six route settings, nothing else', () => {
    expect([...ACCOUNT_ROUTES]).toEqual([
      'perfil',
      'editarperfil',
      'datos-acceso',
      'comunicaciones',
      'suscripciones',
      'editardireccion',
    ]);
    expect(config.safeParse({ route: 'editardireccion' }).success).toBe(true);
    expect(config.safeParse({ route: 'pagos' }).success).toBe(false);
  });

  it.each([
    ['/autogestion/perfil/', 'perfil'],
    ['/autogestion/editar-perfil/', 'editarperfil'],
    ['/autogestion/datos-acceso/', 'datos-acceso'],
    ['/autogestion/comunicaciones/', 'comunicaciones'],
    ['/autogestion/mis-suscripciones/', 'suscripciones'],
    ['/autogestion/editar-direccion/', 'editardireccion'],
  ])('%s answers 200 with the account block, its data only in the browser', async (path) => {
    const page = await openPage(path);
    expect(page.status).toBe(200);
    expect(page.islands).toContain('account-page');
    const block = page.document.querySelector('.account-page');
    expect(block?.textContent).toBe('Cargando...');
    // The layout brings the header and footer: the page config declares neither.
    expect(page.document.querySelectorAll('header').length).toBeGreaterThan(0);
  });

  it('/autogestion/comunicaciones/ also keeps the newsletter sign-up', async () => {
    expect((await openPage('/autogestion/comunicaciones/')).islands).toContain('newsletter-signup');
  });

  it('/login-revista-semana/ is the subscriber sign-in page, with the login form in its first HTML (S2-015)', async () => {
    const page = await openPage('/login-revista-semana/');
    expect(page.status).toBe(200);
    expect(page.islands).toContain('sign-in-forms');
    expect(page.document.querySelector('form input[type="password"]')).not.toBeNull();
  });

  it('/store/ is the subscription store', async () => {
    const page = await openPage('/store/');
    expect(page.status).toBe(200);
    expect(page.islands).toContain('subscription-checkout');
  });

  it("Soho's account area is /perfil/ and /perfil; Semana keeps /autogestion/perfil/", async () => {
    for (const path of ['/perfil/', '/perfil']) {
      const page = await openPage(path, 'soho');
      expect(page.status).toBe(200);
      expect(page.islands).toContain('account-page');
    }
    expect((await openPage('/perfil/', 'semana')).status).toBe(404);
  });
});

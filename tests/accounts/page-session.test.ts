import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../../server/db/schema';
import { contentRow } from '../../server/content/content-row';
import { PAGE_SESSION_GRACE_SECONDS } from '../../server/accounts/identity/page-session';
import { giveSubscription, signUpReader } from '../helpers/readers';
import { PREMIUM_FIRST_PARAGRAPH, premiumStory } from '../../fixtures/article';
import { startAccountsServer, type AccountsServer } from './storage';

// Decision 0025: the page-session cookie lets a page request renew an expired session, with a grace for parallel tabs.
const premium = premiumStory('PAGESESSIONPREMIUMAAAAAAAA');
let server: AccountsServer;

beforeAll(async () => {
  server = await startAccountsServer();
  await server.database.db.insert(content).values(contentRow(premium));
});
afterAll(() => server?.close());

/** Signs a reader up through the site's form and keeps only the page-session cookie: the access token has expired. */
async function returningReader(firstName: string, status?: number): Promise<string> {
  const email = `${firstName.toLowerCase()}.${Date.now()}@example.com`;
  const { uuid, cookie } = await signUpReader(
    server.url,
    { email, password: 'Clave2026s', firstName },
    { cookie: true },
  );
  if (status) await giveSubscription(server.database, uuid, status);
  const session = cookie.split('; ').find((c) => c.startsWith('__session='));
  if (!session) throw new Error('sign-up set no page-session cookie');
  return session;
}

const openArticle = (cookie?: string) =>
  fetch(`${server.url}${premium.canonical_url}?_website=semana`, { headers: cookie ? { cookie } : {} });

const pageSessionOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith('__session='))
    ?.split(';')[0];

describe('page requests with the page-session cookie', () => {
  it('sign-in sets it HttpOnly on path / with SameSite=Lax', async () => {
    const res = await fetch(`${server.url}/identity/public/v1/signup?cookie=true`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        identity: { userName: 'cookie@example.com', credentials: 'Clave2026s' },
        profile: { firstName: 'Eva', email: 'cookie@example.com' },
      }),
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('__session='));
    expect(set).toMatch(/; Path=\//);
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Lax/);
  });

  it('renews an expired session and renders the whole article and the name, private and never stored', async () => {
    const res = await openArticle(await returningReader('Camila', 1));
    const html = await res.text();
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toContain(PREMIUM_FIRST_PARAGRAPH);
    expect(html).toContain('<span class="site-header__user-first-name">Camila</span>');
    expect(html).not.toContain('class="paywall-invitation"');
    expect(res.headers.getSetCookie().some((c) => c.startsWith('arc_access_token='))).toBe(true);
    expect(pageSessionOf(res)).toMatch(/^__session=.+/);
  });

  it('gives a signed-in reader without a subscription the name but no premium text', async () => {
    const res = await openArticle(await returningReader('Bruno'));
    const html = await res.text();
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toContain('<span class="site-header__user-first-name">Bruno</span>');
    expect(html).not.toContain(PREMIUM_FIRST_PARAGRAPH);
    expect(html).toContain('class="paywall-invitation"');
  });

  it('keeps the public cached page for readers without it, whatever other cookies they send', async () => {
    for (const cookie of [undefined, '_website=semana; cart=abc; consent=all']) {
      const res = await openArticle(cookie);
      const html = await res.text();
      expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
      expect(html).not.toContain(PREMIUM_FIRST_PARAGRAPH);
      expect(res.headers.getSetCookie().some((c) => c.startsWith('__session='))).toBe(false);
    }
  });

  it('lets two parallel tabs with the same old cookie both in, answering the same new cookie', async () => {
    const old = await returningReader('Diana', 1);
    const [a, b] = await Promise.all([openArticle(old), openArticle(old)]);
    expect(await a.text()).toContain(PREMIUM_FIRST_PARAGRAPH);
    expect(await b.text()).toContain(PREMIUM_FIRST_PARAGRAPH);
    expect(pageSessionOf(a)).toBeDefined();
    expect(pageSessionOf(a)).toBe(pageSessionOf(b));
    expect(pageSessionOf(a)).not.toBe(old);
    // The new cookie rotates in its turn.
    expect(await (await openArticle(pageSessionOf(a))).text()).toContain(PREMIUM_FIRST_PARAGRAPH);
  });

  it('refuses the old cookie after the grace, and ends that session (a copied cookie)', async () => {
    const old = await returningReader('Elena', 1);
    const first = await openArticle(old);
    const next = pageSessionOf(first);
    expect(await first.text()).toContain(PREMIUM_FIRST_PARAGRAPH);
    const later = Date.now() + (PAGE_SESSION_GRACE_SECONDS + 1) * 1000;
    server.controls.setClock(() => new Date(later));
    try {
      const replay = await openArticle(old);
      const html = await replay.text();
      expect(html).not.toContain(PREMIUM_FIRST_PARAGRAPH);
      expect(html).not.toContain('class="site-header__user-first-name"');
      expect(replay.headers.get('cache-control')).toBe('private, no-store');
      expect(pageSessionOf(replay)).toBe('__session=');
      // The whole session is revoked: the legitimate successor stops working too.
      expect(await (await openArticle(next)).text()).not.toContain(PREMIUM_FIRST_PARAGRAPH);
    } finally {
      server.controls.setClock(undefined);
    }
  });

  it('ends with logout: the page session is cleared and no longer renews', async () => {
    const email = `salida.${Date.now()}@example.com`;
    const { cookie } = await signUpReader(
      server.url,
      { email, password: 'Clave2026s', firstName: 'Flor' },
      { cookie: true },
    );
    const origin = server.url;
    const out = await fetch(`${server.url}/identity/public/v1/auth/token`, {
      method: 'DELETE',
      headers: { cookie, origin },
    });
    expect(out.status).toBe(200);
    expect(pageSessionOf(out)).toBe('__session=');
    const session = cookie.split('; ').find((c) => c.startsWith('__session='));
    expect(await (await openArticle(session)).text()).not.toContain('class="site-header__user-first-name"');
  });

  it('ends with logout after the access token expired too: the refresh cookie names the session', async () => {
    const email = `salida.tarde.${Date.now()}@example.com`;
    const { cookie } = await signUpReader(
      server.url,
      { email, password: 'Clave2026s', firstName: 'Gala' },
      { cookie: true },
    );
    // The 15-minute access cookie is gone; the refresh cookie (auth path) and the page session remain.
    const withoutAccess = cookie
      .split('; ')
      .filter((c) => !c.startsWith('arc_access_token='))
      .join('; ');
    // A cookie alone is ambient authority: another site cannot log the reader out with it.
    const forged = await fetch(`${server.url}/identity/public/v1/auth/token`, {
      method: 'DELETE',
      headers: { cookie: withoutAccess, origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(401);
    const out = await fetch(`${server.url}/identity/public/v1/auth/token`, {
      method: 'DELETE',
      headers: { cookie: withoutAccess, origin: server.url },
    });
    expect(out.status).toBe(200);
    expect(pageSessionOf(out)).toBe('__session=');
    const session = cookie.split('; ').find((c) => c.startsWith('__session='));
    expect(await (await openArticle(session)).text()).not.toContain('class="site-header__user-first-name"');
    // Without any session cookie there is nobody to log out (spec 2, 8: 'already logged out').
    const again = await fetch(`${server.url}/identity/public/v1/auth/token`, {
      method: 'DELETE',
      headers: { origin: server.url },
    });
    expect(again.status).toBe(401);
  });
});

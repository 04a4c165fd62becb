import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from './helpers/test-server';
import { content } from '../server/db/schema';
import { salesSubscriptions } from '../server/db/schema-sales';
import { contentRow } from '../server/content/content-row';
import { giveSubscription, signUpReader } from './helpers/readers';
import { PREMIUM_FIRST_PARAGRAPH, premiumStory } from '../fixtures/article';

const premium = premiumStory('fixture-premium');
const FIRST_PARAGRAPH = PREMIUM_FIRST_PARAGRAPH;

let server: TestServer;
let cookie: string;
let userId: string;

beforeAll(async () => {
  server = await startTestServer();
  await server.database.db.insert(content).values(contentRow(premium));
  const reader = { email: 'lucia@example.com', password: 'Clave2026z', firstName: 'Lucía' };
  ({ uuid: userId, cookie } = await signUpReader(server.url, reader, { cookie: true }));
});
afterAll(() => server?.close());

const askPremium = (id = premium._id, headers: Record<string, string> = { cookie }) =>
  fetch(`${server.url}/api/premium/${id}?_website=semana`, { headers });

async function subscribe(status: number) {
  await server.database.db.delete(salesSubscriptions).where(eq(salesSubscriptions.userId, userId));
  await giveSubscription(server.database, userId, status);
}

describe('GET /api/premium/{id}: the body of a locked story for entitled readers', () => {
  it('asks a reader without a session to sign in (401)', async () => {
    const res = await askPremium(premium._id, {});
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: '100018' });
  });

  it('refuses a signed-in reader without a subscription, and one whose status the paywall does not count (5)', async () => {
    expect((await askPremium()).status).toBe(403);
    await subscribe(5);
    const res = await askPremium();
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe('Este contenido es exclusivo para suscriptores.');
  });

  it('renders the body for an active subscriber, privately and never stored', async () => {
    for (const status of [1, 3, 4]) {
      await subscribe(status);
      const res = await askPremium();
      expect(res.status, `status ${status}`).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const { html } = (await res.json()) as { html: string };
      expect(html).toContain(FIRST_PARAGRAPH);
      // The swap sets the access classes in the page (ui/account/article-access.ts).
      expect(html).toMatch(/^<div class="article-body[ "]/);
    }
  });

  it('answers 404 for an unknown or malformed id, and never for another site', async () => {
    await subscribe(1);
    expect((await askPremium('no-existe')).status).toBe(404);
    expect((await askPremium('..%2F..%2Fetc')).status).toBe(404);
    const other = await fetch(`${server.url}/api/premium/${premium._id}?_website=soho`, { headers: { cookie } });
    expect(other.status).toBe(404);
  });

  it('keeps the public page free of the premium text: only the page-session cookie makes a page personal', async () => {
    const withoutPageSession = cookie
      .split('; ')
      .filter((c) => !c.startsWith('__session='))
      .join('; ');
    const res = await fetch(`${server.url}${premium.canonical_url}?_website=semana`, {
      headers: { cookie: withoutPageSession },
    });
    const html = await res.text();
    expect(html).not.toContain(FIRST_PARAGRAPH);
    expect(html).toContain(`data-story-id="${premium._id}"`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
  });

  it('renders the body into the page of an entitled reader with the page session, privately (decision 0025)', async () => {
    await subscribe(1);
    const res = await fetch(`${server.url}${premium.canonical_url}?_website=semana`, { headers: { cookie } });
    expect(await res.text()).toContain(FIRST_PARAGRAPH);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});

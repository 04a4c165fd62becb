// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { entitles } from '../../contracts/entitlement';
import { readerStore } from '../../runtime/context';
import { forgetReader, loadReader, rememberReader } from './reader-session';

/**
 * Spec 3, 6 and 8 as the page's reader loader meets the identity and sales services (msw at the network, the page's
 * own fetch): the profile and active subscriptions load only for a signed-in reader. Where the spec writes `false`
 * (logged out, no subscription, a failed load) the reader store holds `null` (not known, logged out) or `[]` (none):
 * decision 0092.
 */
const asked: string[] = [];
const server = setupServer();
server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
  forgetReader();
  readerStore.set({ loggedIn: null, firstName: undefined, subscriptionStatuses: null });
});
afterAll(() => server.close());

const PROFILE = '*/identity/public/v1/profile';
const ALL_ACTIVE = '*/sales/public/v1/subscription/allactive';
const profile = () => http.get(PROFILE, () => HttpResponse.json({ uuid: 'u-1', firstName: 'Ana' }));

describe('the layout loads the reader (S3-152, S3-177)', () => {
  it('S3-152: a reader who is not logged in: no identity or sales call, no subscription', async () => {
    await loadReader();
    expect(asked).toEqual([]);
    expect(readerStore.get()).toMatchObject({ loggedIn: false, subscriptionStatuses: null });
    expect(entitles(readerStore.get().subscriptionStatuses)).toBe(false);
  });

  it('S3-152: a logged-in reader gets the profile, then the active subscriptions sorted by status', async () => {
    rememberReader('u-1', true);
    server.use(
      profile(),
      http.get(ALL_ACTIVE, () => HttpResponse.json([{ statusID: 4 }, { statusID: 1 }])),
    );
    await loadReader();
    expect(asked).toEqual(['/identity/public/v1/profile', '/sales/public/v1/subscription/allactive']);
    expect(readerStore.get()).toMatchObject({ loggedIn: true, firstName: 'Ana', subscriptionStatuses: [1, 4] });
    expect(entitles(readerStore.get().subscriptionStatuses)).toBe(true);
  });

  it('S3-152: a logged-in reader without subscriptions has none (not entitled)', async () => {
    rememberReader('u-1', false);
    server.use(
      profile(),
      http.get(ALL_ACTIVE, () => HttpResponse.json([])),
    );
    await loadReader();
    expect(readerStore.get()).toMatchObject({ loggedIn: true, subscriptionStatuses: [] });
    expect(entitles(readerStore.get().subscriptionStatuses)).toBe(false);
  });

  it('S3-152: a session the identity service no longer knows is logged out, and the sales service is not asked', async () => {
    rememberReader('u-1', true);
    server.use(
      http.get(PROFILE, () => HttpResponse.json({ code: '300040' }, { status: 403 })),
      http.get(ALL_ACTIVE, () => HttpResponse.json([{ statusID: 1 }])),
    );
    await loadReader();
    expect(asked).not.toContain('/sales/public/v1/subscription/allactive');
    expect(readerStore.get()).toMatchObject({ loggedIn: false, subscriptionStatuses: null });
  });

  it('S3-177: a subscription load answered 500 is logged and counts as no subscription', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    rememberReader('u-1', true);
    server.use(
      profile(),
      http.get(ALL_ACTIVE, () => HttpResponse.json({ error: 'boom' }, { status: 500 })),
    );
    await loadReader();
    expect(logged).toHaveBeenCalledWith('No se pudieron cargar las suscripciones del lector', 500);
    expect(readerStore.get()).toMatchObject({ loggedIn: true, subscriptionStatuses: [] });
    expect(entitles(readerStore.get().subscriptionStatuses)).toBe(false);
  });

  it('S3-177: a subscription load that never reaches the service is logged and counts as no subscription', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    rememberReader('u-1', true);
    server.use(
      profile(),
      http.get(ALL_ACTIVE, () => HttpResponse.error()),
    );
    await loadReader();
    expect(logged).toHaveBeenCalledWith('No se pudieron cargar las suscripciones del lector', expect.anything());
    expect(readerStore.get()).toMatchObject({ loggedIn: true, subscriptionStatuses: [] });
  });
});

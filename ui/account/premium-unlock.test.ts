// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readerStore } from '../../runtime/context';
import { unlockPremium } from './premium-unlock';

const LOCKED_PAGE = `<article>
  <div class="article-body article-body--locked" data-locked-state="6" data-story-id="ABC"></div>
  <section class="paywall-invitation">Este contenido es exclusivo para suscriptores</section>
</article>`;

function fakeFetch(res: Response) {
  return vi.fn(async () => res) as unknown as typeof fetch & ReturnType<typeof vi.fn>;
}

afterEach(() => {
  document.body.innerHTML = '';
  readerStore.set({ loggedIn: null, subscriptionStatuses: null });
});

describe('premium text for entitled readers', () => {
  it('asks for nothing on a page without a locked body, or for a reader the paywall does not count', async () => {
    const fetchImpl = fakeFetch(Response.json({ html: '<div></div>' }));
    readerStore.set({ loggedIn: true, subscriptionStatuses: [1] });
    expect(await unlockPremium(fetchImpl)).toBe(false);
    document.body.innerHTML = LOCKED_PAGE;
    readerStore.set({ loggedIn: true, subscriptionStatuses: [5] });
    expect(await unlockPremium(fetchImpl)).toBe(false);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('puts the body in place of the empty one and takes the invitation away', async () => {
    document.body.innerHTML = LOCKED_PAGE;
    readerStore.set({ loggedIn: true, subscriptionStatuses: [3] });
    const fetchImpl = fakeFetch(Response.json({ html: '<div class="article-body"><p>Texto completo.</p></div>' }));
    expect(await unlockPremium(fetchImpl)).toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith('/api/premium/ABC', { credentials: 'same-origin' });
    expect(document.querySelector('.article-body')?.textContent).toBe('Texto completo.');
    expect(document.querySelector('.article-body--locked')).toBeNull();
    expect(document.querySelector('.paywall-invitation')).toBeNull();
  });

  it('keeps the invitation when the service refuses', async () => {
    document.body.innerHTML = LOCKED_PAGE;
    readerStore.set({ loggedIn: true, subscriptionStatuses: [1] });
    expect(await unlockPremium(fakeFetch(Response.json({ code: 'SUBSCRIPTION_REQUIRED' }, { status: 403 })))).toBe(
      false,
    );
    expect(document.querySelector('.paywall-invitation')).not.toBeNull();
    expect(document.querySelector('.article-body--locked')).not.toBeNull();
  });
});

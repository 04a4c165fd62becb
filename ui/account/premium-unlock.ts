import { readerStore } from '../../runtime/context';
import { entitles } from '../../contracts/entitlement';
import { applyArticleAccess } from './article-access';

/**
 * On a locked story, once the reader is known: a subscriber the paywall accepts (statuses 1, 3, 4; spec 1, 4) gets
 * the body from `/api/premium/{id}` in place of the empty locked body, and the invitation goes. Anyone else keeps
 * the page as it came. The body is HTML our own server rendered with the page's components.
 */
export async function unlockPremium(fetchImpl: typeof fetch = fetch): Promise<boolean> {
  const slot = document.querySelector<HTMLElement>('.article-body--locked[data-story-id]');
  if (!slot?.dataset.storyId || !entitles(readerStore.get().subscriptionStatuses)) return false;
  try {
    const res = await fetchImpl(`/api/premium/${encodeURIComponent(slot.dataset.storyId)}`, {
      credentials: 'same-origin',
    });
    if (!res.ok) return false;
    const { html } = (await res.json()) as { html?: unknown };
    if (typeof html !== 'string') return false;
    slot.outerHTML = html;
    document.querySelector('.paywall-invitation')?.remove();
    applyArticleAccess();
    return true;
  } catch {
    // The invitation stays: better than a half-shown article.
    return false;
  }
}

import type { AdAdapter } from './adapter';
import { AD_SIZES, type AdSize } from './sizes';
import { adContext, type AdContext } from './context';
import type { SiteProps } from '../../contracts/site-schema';

/** Test and story hook: `window.__ADS__ = { adapter: 'fake' }` swaps the ad network for the fake. */
interface AdsOverride {
  adapter?: 'fake' | 'gpt';
  publisherId?: string;
}
declare global {
  interface Window {
    __ADS__?: AdsOverride;
  }
}

/** The site's ad account: its publisher id and the network that serves it. */
export type AdAccount = Pick<SiteProps, 'adPublisherId' | 'adNetwork'>;

async function chooseAdapter({ adPublisherId, adNetwork }: AdAccount): Promise<AdAdapter | null> {
  const override = window.__ADS__ ?? {};
  if (override.adapter === 'fake') return (await import('./fake-adapter')).fakeAdapter();
  const id = override.publisherId ?? adPublisherId;
  // Without a publisher id there is no ad unit to ask for; preview shows the message instead.
  if (!id) return null;
  // A test account (issue 28): our own creatives, the same placements, no request to an ad network.
  if (adNetwork === 'local' && !override.publisherId) return (await import('./local-adapter')).localAdapter(id);
  return (await import('./gpt-adapter')).gptAdapter(id);
}

const isShown = (el: HTMLElement) => getComputedStyle(el).display !== 'none';
const asSize = (value: string | undefined): AdSize =>
  (AD_SIZES as readonly string[]).includes(value ?? '') ? (value as AdSize) : 'GP2';

async function fill(adapter: AdAdapter, slot: HTMLElement, context: AdContext): Promise<void> {
  const unit = slot.querySelector<HTMLElement>('.ad-slot__unit');
  if (!unit) return;
  slot.dataset.adStatus = 'loading';
  const height = await adapter.display({
    element: unit,
    slot: slot.dataset.adSlot ?? '',
    size: asSize(slot.dataset.size),
    context,
  });
  // A filled slot keeps its reserved height (a taller creative is clipped): growing later, wherever the
  // reader is, would move what they are reading.
  slot.dataset.adStatus = height === null ? 'empty' : 'filled';
}

/**
 * Fills the page's ad slots. Runs only after the page is interactive and the reader accepted
 * third-party ads (blocks/consent-banner). Slots fill one viewport ahead of the reader.
 */
export async function startAds(account: AdAccount): Promise<void> {
  const slots = [...document.querySelectorAll<HTMLElement>('.ad-slot[data-ad-slot]:not([data-ad-status])')].filter(
    isShown,
  );
  if (!slots.length) return;
  const adapter = await chooseAdapter(account);
  const context = adContext(window.location.pathname);
  if (!adapter) return;
  try {
    await adapter.load();
  } catch {
    console.error('pubads library was blocked');
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        void fill(adapter, entry.target as HTMLElement, context);
      }
    },
    { rootMargin: '100% 0px' },
  );
  slots.forEach((slot) => observer.observe(slot));
}

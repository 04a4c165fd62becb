import { readerStore } from '../../runtime/context';
import { PAYWALL_SCRIPT_PATH, type ArcPaywall } from '../../contracts/paywall';
import { readerUuid } from '../account/reader-session';
import { showLockedView } from './locked-view';
import type { PaywallAttribute } from './page-paywall';

/** Adds the paywall script to the page once; resolves with what it put on `window`. */
function loadScript(src: string): Promise<ArcPaywall> {
  return new Promise((resolve, reject) => {
    if (window.ArcP) return resolve(window.ArcP);
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => (window.ArcP ? resolve(window.ArcP) : reject(new Error('ArcP missing')));
    script.onerror = () => reject(new Error(`${src} failed to load`));
    document.head.append(script);
  });
}

/**
 * Spec 1, 4 and 7 (S1-154, decision 0057): once the reader's identity is known — signed in or anonymous — the
 * article loads the paywall script from the site's own origin and runs it with the spec's options; a trigger shows
 * the locked view (S1-155). Spec 1, 8: the load and the results are only logged, nothing else reaches the reader.
 */
export async function startPaywall(): Promise<void> {
  const body = document.querySelector<HTMLElement>('.article-body[data-paywall]');
  if (!body?.dataset.paywall) return;
  const page = JSON.parse(body.dataset.paywall) as PaywallAttribute;
  try {
    const paywall = await loadScript(PAYWALL_SCRIPT_PATH);
    const results = await paywall.run({
      apiOrigin: page.apiOrigin,
      contentType: page.contentType,
      section: page.section,
      userName: readerStore.get().loggedIn ? readerUuid() : undefined,
      // The access token stays in its HttpOnly cookie, out of any script's reach; the rules ask for none.
      jwt: undefined,
      customPageData: { ci: page.ci, c: page.c, s: page.section },
      userEntitlements: () => Promise.resolve(readerStore.get().subscriptionStatuses ?? []),
      paywallFunction: () => showLockedView(body),
    });
    console.info('ArcP', page.environment, JSON.stringify(results));
  } catch (err) {
    console.info('ArcP', page.environment, 'no se cargó', err);
  }
}

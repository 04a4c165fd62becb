import { whenAccepted } from '../../ui/ads/consent';
import type { RecoAdapter, RecoRequest } from './adapter';

/** What the container shows: nothing (off, waiting, failed) until the network was asked to fill it (shown). */
export type RecoStatus = 'off' | 'waiting' | 'shown' | 'failed';

async function chooseAdapter(account: string): Promise<RecoAdapter> {
  if (window.__RECO__?.adapter === 'fake') return (await import('./fake-adapter')).fakeRecoAdapter();
  return (await import('./taboola-adapter')).taboolaAdapter(account);
}

/**
 * Fills the widget: only with an account (the site's, or the test hook's) and once the reader accepted third-party
 * content (blocks/consent-banner); `onStatus` hears each step. A blocked library leaves the container collapsed.
 */
export function startWidget(
  request: RecoRequest,
  siteAccount: string | undefined,
  onStatus: (status: RecoStatus) => void,
): void {
  const account = window.__RECO__?.account ?? siteAccount;
  if (!account) return onStatus('off');
  onStatus('waiting');
  whenAccepted(async () => {
    try {
      const adapter = await chooseAdapter(account);
      await adapter.load();
      await adapter.render(request);
      onStatus('shown');
    } catch {
      console.warn('recommendation widget could not load');
      onStatus('failed');
    }
  });
}

import { recoLoaderUrl } from '../../contracts/hosts/recommendations';
import type { RecoAdapter } from './adapter';

/** The commands of the network's queue the widget uses (its full API is not a dependency). */
export type TaboolaCommand =
  { article: 'auto' } | { mode: string; container: string; placement: string; target_type: 'mix' } | { flush: true };
declare global {
  interface Window {
    _taboola?: TaboolaCommand[];
  }
}

export type ScriptLoader = (src: string) => Promise<void>;

const appendScript: ScriptLoader = (src) =>
  new Promise((resolve, reject) => {
    const script = Object.assign(document.createElement('script'), { src, async: true });
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} failed to load`));
    document.head.append(script);
  });

/**
 * Taboola: commands go into `window._taboola`, which the loader reads when it arrives (and replaces with its own
 * queue); the page is the article (`article: 'auto'` reads its address), the container is ours.
 */
export function taboolaAdapter(account: string, loadScript: ScriptLoader = appendScript): RecoAdapter {
  const queue = () => (window._taboola ??= []);
  return {
    load() {
      queue().push({ article: 'auto' });
      return loadScript(recoLoaderUrl(account));
    },
    async render({ element, mode, placement }) {
      queue().push({ mode, container: element.id, placement, target_type: 'mix' });
      queue().push({ flush: true });
    },
  };
}

import type { AdAdapter } from './adapter';
import { GPT_URL } from '../../contracts/hosts/ads';
import { formatsFor } from './sizes';
import { loadScript } from '../load-script';
import { adUnitPath } from './context';

// The few Google Publisher Tag calls the adapter uses (its full types are not a dependency).
interface GptSlot {
  addService(service: GptPubAds): GptSlot;
  setTargeting(key: string, value: string): GptSlot;
}
interface GptRenderEnded {
  slot: GptSlot;
  isEmpty: boolean;
  size: number[] | string | null;
}
interface GptPubAds {
  enableSingleRequest(): void;
  addEventListener(event: 'slotRenderEnded', listener: (e: GptRenderEnded) => void): void;
}
interface GoogleTag {
  cmd: (() => void)[] | { push(fn: () => void): void };
  defineSlot(path: string, sizes: [number, number][], id: string): GptSlot | null;
  pubads(): GptPubAds;
  enableServices(): void;
  display(id: string): void;
}
declare global {
  interface Window {
    googletag?: GoogleTag;
  }
}

/** Google Ad Manager through GPT: ad units are `/{publisherId}/{section or page type}/{slot name}` (context.ts). */
export function gptAdapter(publisherId: string): AdAdapter {
  const listeners = new Map<GptSlot, (e: GptRenderEnded) => void>();
  const tag = () => {
    window.googletag ??= { cmd: [] } as unknown as GoogleTag;
    return window.googletag;
  };
  return {
    async load() {
      tag();
      await loadScript(GPT_URL);
      tag().cmd.push(() => {
        const pubads = tag().pubads();
        pubads.enableSingleRequest();
        pubads.addEventListener('slotRenderEnded', (e) => listeners.get(e.slot)?.(e));
        tag().enableServices();
      });
    },
    display: ({ element, slot, size, context }) =>
      new Promise((resolve) => {
        tag().cmd.push(() => {
          element.id ||= `ad-${slot}`;
          const defined = tag().defineSlot(adUnitPath(publisherId, context, slot), formatsFor(size), element.id);
          if (!defined) return resolve(null);
          // The page type as a key-value too: the unit's path has the section, not whether it is an article.
          defined.setTargeting('tipo', context.type);
          listeners.set(defined.addService(tag().pubads()), (e) =>
            resolve(e.isEmpty || !Array.isArray(e.size) ? null : (e.size[1] ?? null)),
          );
          tag().display(element.id);
        });
      }),
  };
}

import type { AdAdapter } from './adapter';
import { formatsFor } from './sizes';

/** Test stand-in for the ad network: fills every slot after a delay, no request leaves the page. */
export function fakeAdapter(delayMs = 400): AdAdapter {
  let served = 0;
  return {
    load: () => Promise.resolve(),
    display: ({ element, slot, size }) =>
      new Promise((resolve) => {
        // Alternate the group's formats, so some creatives are taller than the reservation.
        const formats = formatsFor(size);
        const [width, height] = formats[served++ % formats.length] ?? [300, 250];
        setTimeout(() => {
          const creative = document.createElement('div');
          creative.className = 'ad-slot__creative';
          creative.dataset.fake = '';
          creative.style.cssText = `width:${width}px;max-width:100%;height:${height}px`;
          creative.textContent = `Anuncio de prueba ${slot} ${width}×${height}`;
          element.append(creative);
          resolve(height);
        }, delayMs);
      }),
  };
}

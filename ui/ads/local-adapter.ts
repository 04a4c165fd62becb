import type { AdAdapter } from './adapter';
import { adUnitPath } from './context';
import { formatsFor } from './sizes';
import { localCreativeUrl } from '../../contracts/hosts/ads';

/**
 * A test ad account (site setting `adNetwork: 'local'`): every slot gets a picture the site serves itself, of the
 * first of its group's formats that fits the slot's width, so a demo site shows where ads go and how big they are
 * without asking any ad network. The unit it stands for is written on the slot (`data-ad-unit`).
 */
export function localAdapter(publisherId: string): AdAdapter {
  return {
    load: () => Promise.resolve(),
    display: ({ element, slot, size, context }) => {
      const formats = formatsFor(size);
      const room = element.clientWidth || Infinity;
      const [width, height] = formats.find(([w]) => w <= room) ?? formats.reduce((a, b) => (b[0] < a[0] ? b : a));
      element.dataset.adUnit = adUnitPath(publisherId, context, slot);
      const creative = new Image(width, height);
      creative.className = 'ad-slot__creative';
      creative.alt = `Publicidad de prueba ${width}×${height}`;
      return new Promise((resolve) => {
        creative.onload = () => resolve(height);
        creative.onerror = () => {
          creative.remove();
          resolve(null);
        };
        creative.src = localCreativeUrl(width, height);
        element.append(creative);
      });
    },
  };
}

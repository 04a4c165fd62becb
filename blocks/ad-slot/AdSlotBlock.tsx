import type { BlockProps } from '../../runtime/define-block';
import { AdSlot } from '../../ui/AdSlot';
import type { AdDisplay, AdSize } from '../../ui/ads/sizes';
import type { AdKind } from './kinds';

export interface AdSlotData {
  slot: string;
  size: AdSize;
  display: AdDisplay;
}

export function AdSlotBlock({ config, data, ctx }: BlockProps<{ published: boolean; kind: AdKind }, AdSlotData>) {
  return (
    <AdSlot
      {...data}
      className={`ad-slot--${config.kind}`}
      preview={ctx.preview}
      publisherId={ctx.site.adPublisherId}
    />
  );
}

import type { BlockProps } from '../../runtime/define-block';
import { AdSlot } from '../../ui/AdSlot';
import type { Config, Data } from './config';

export function AdSlotBlock({ config, data, ctx }: BlockProps<Config, Data>) {
  return (
    <AdSlot
      {...data}
      className={`ad-slot--${config.kind}`}
      preview={ctx.preview}
      publisherId={ctx.site.adPublisherId}
    />
  );
}

import type { BlockProps } from '../../runtime/define-block';
import { SafeHtml } from '../../ui/html/SafeHtml';
import type { Config, Data } from './config';

export function RawHtml({ config, data }: BlockProps<Config, Data>) {
  return <SafeHtml html={data.html} className={['raw-html', config.addClass].filter(Boolean).join(' ')} />;
}

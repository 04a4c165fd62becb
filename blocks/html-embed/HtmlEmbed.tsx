import type { CSSProperties } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import { Frame } from '../../ui/html/Frame';
import { SafeHtml } from '../../ui/html/SafeHtml';
import type { Config, Data } from './config';

export const EMBED_TITLE = 'Contenido embebido';

/** Spec 3, 2: a frame whose height follows the device (html-embed.css), or the editor's HTML. */
export function HtmlEmbed({ config, data }: BlockProps<Config, Data>) {
  if ('html' in data) return <SafeHtml html={data.html} className="html-embed html-embed--html" />;
  const heights = {
    '--embed-desktop': `${config.desktopHeight}px`,
    '--embed-mobile': `${config.mobileHeight}px`,
  } as CSSProperties;
  return (
    <div className="html-embed" style={heights}>
      <Frame className="html-embed__frame" src={data.src} title={config.title ?? EMBED_TITLE} />
    </div>
  );
}

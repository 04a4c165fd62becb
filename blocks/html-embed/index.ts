import { defineBlock } from '../../runtime/define-block';
import { sanitizedHtml } from '../../ui/html/editor-html';
import { config, type Data } from './config';
import { HtmlEmbed } from './HtmlEmbed';
import { safeLink } from '../../runtime/safe-link';

export default defineBlock({
  name: 'html-embed',
  description: 'Iframe o HTML embebido: una dirección con alto en escritorio y en móvil, o código HTML',
  version: 1,
  config,
  // The address wins; without one the HTML, sanitised on the server (decision 0029).
  async fetch({ url, html }): Promise<Data | null> {
    const src = safeLink(url);
    return src ? { src } : sanitizedHtml(html);
  },
  component: HtmlEmbed,
  interactive: false,
});

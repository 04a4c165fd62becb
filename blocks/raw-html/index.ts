import { defineBlock } from '../../runtime/define-block';
import { sanitizedHtml } from '../../ui/html/editor-html';
import { config, type Data } from './config';
import { RawHtml } from './RawHtml';

export default defineBlock({
  name: 'raw-html',
  description: 'HTML libre del editor (sin scripts ni estilos; solo marcos de sitios permitidos)',
  version: 1,
  config,
  // Sanitised here, on the server: the page never carries the editor's HTML as typed (decision 0029).
  async fetch({ html }): Promise<Data | null> {
    return sanitizedHtml(html);
  },
  component: RawHtml,
  interactive: false,
});

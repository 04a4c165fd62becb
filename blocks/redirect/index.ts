import { defineBlock } from '../../runtime/define-block';
import { config, type Data } from './config';
import { Redirect } from './Redirect';
import { allowedTarget } from './target';

export default defineBlock({
  name: 'redirect',
  description: 'Redirección: envía al lector a otra dirección del sitio conservando los parámetros',
  version: 1,
  config,
  // A destination off the site renders nothing: no open redirect, whatever a page config says.
  async fetch({ url }, { site }): Promise<Data | null> {
    const target = url ? allowedTarget(url, site.hosts) : null;
    return target ? { target } : null;
  },
  component: Redirect,
  interactive: { hydrate: 'load' },
});

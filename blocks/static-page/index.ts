import { defineBlock } from '../../runtime/define-block';
import { config, type Data } from './config';
import { StaticPage } from './StaticPage';

/** The address as the content store keys it: with its trailing slash, without a query. */
const pagePath = (path: string) => (path.endsWith('/') ? path : `${path}/`);

export default defineBlock({
  name: 'static-page',
  description: 'Página fija del sitio (términos, políticas, canales de atención...): título y texto',
  version: 1,
  config,
  // The request's address picks the page; none there renders nothing (the handler answers 404 before that).
  async fetch(_config, { sources, path }): Promise<Data | null> {
    return sources['static-page']({ path: pagePath(path) });
  },
  head: (_config, data, ctx) => ({ title: `${data.title} | ${ctx.site.name}`, canonical: data.path }),
  component: StaticPage,
  interactive: false,
});

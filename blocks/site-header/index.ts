import { defineBlock } from '../../runtime/define-block';
import { config } from './config';
import { SiteHeader } from './SiteHeader';

export default defineBlock({
  name: 'site-header',
  description: 'Encabezado del sitio: logo, menú, «Más», buscador, ingreso y suscripción',
  version: 1,
  config,
  // No fetch: everything it shows comes from the site properties in ctx.site.
  component: SiteHeader,
  // Above the fold: the menus must answer the first tap.
  interactive: { hydrate: 'load' },
  // Its sign-in links carry the page's path; a page rendered for its reader or an editor's preview renders afresh.
  htmlCache: (_config, _data, ctx) => (ctx.reader || ctx.preview ? null : `${ctx.production}|${ctx.path}`),
});

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
});

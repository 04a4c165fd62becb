import { z } from 'zod';
import { defineBlock } from '../../runtime/define-block';
import { HEADER_MODES } from './header-modes';
import { SiteHeader } from './SiteHeader';

export default defineBlock({
  name: 'site-header',
  description: 'Encabezado del sitio: logo, menú, «Más», buscador, ingreso y suscripción',
  version: 1,
  config: z.object({
    mode: z.enum(HEADER_MODES).optional().meta({
      title: 'Modo del encabezado',
      description: 'Normal, Oscuro o Transparente. Sin valor, el encabezado usa el modo de la página.',
    }),
    progress: z.boolean().default(false).meta({
      title: 'Barra de progreso de lectura',
      description: 'En plantillas de historias: el encabezado fijo muestra cuánto se ha leído del artículo.',
    }),
  }),
  // No fetch: everything it shows comes from the site properties in ctx.site.
  component: SiteHeader,
  // Above the fold: the menus must answer the first tap.
  interactive: { hydrate: 'load' },
});

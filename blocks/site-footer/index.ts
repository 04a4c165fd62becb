import { defineBlock } from '../../runtime/define-block';
import { config } from './config';
import { SiteFooter } from './SiteFooter';
import { copyrightYear } from '../../ui/footer/footer-links';

export default defineBlock({
  name: 'site-footer',
  description: 'Pie de página del sitio: enlaces, redes y datos legales',
  version: 1,
  config,
  // No fetch and not interactive: the site properties are all it shows, and it ships no JavaScript.
  component: SiteFooter,
  // The same HTML on every page of a site in a year (its copyright line).
  htmlCache: (_config, _data, ctx) => copyrightYear(ctx.now, ctx.site.timezone),
});

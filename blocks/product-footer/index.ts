import { defineBlock } from '../../runtime/define-block';
import { config } from './config';
import { ProductFooter } from './ProductFooter';

export default defineBlock({
  name: 'product-footer',
  description: 'Pie de página de una marca producto (p. ej. Mujeres): marca, enlaces, redes y datos legales',
  version: 1,
  config,
  // No fetch and no JavaScript: the site settings are all it shows.
  component: ProductFooter,
});

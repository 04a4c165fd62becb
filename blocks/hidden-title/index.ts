import { defineBlock } from '../../runtime/define-block';
import { config } from './config';
import { HiddenTitle } from './HiddenTitle';

/** Spec 3, 2: a page's heading that is not shown (a section page's title, a landing without a visible h1). */
export default defineBlock({
  name: 'hidden-title',
  description: 'Título oculto: encabezado h1 para buscadores y lectores de pantalla, sin mostrarse',
  version: 1,
  config,
  component: HiddenTitle,
  interactive: false,
});

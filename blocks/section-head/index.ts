import { defineBlock } from '../../runtime/define-block';
import { config } from './config';
import { SectionHeadBlock } from './SectionHeadBlock';

export default defineBlock({
  name: 'section-head',
  description: 'Encabezado de sección: título, enlace opcional y flechas que mueven el carrusel que sigue',
  version: 1,
  config,
  component: SectionHeadBlock,
  // The arrows do something only once a reader uses them.
  interactive: { hydrate: 'interaction' },
});

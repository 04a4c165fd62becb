import { defineBlock } from '../../runtime/define-block';
import { sectionGridFetch } from '../section-grid/section-fetch';
import { config } from './config';
import { SectionMoreGrid } from './SectionMoreGrid';

export default defineBlock({
  name: 'section-more-grid',
  description: 'Más notas de la sección, con «Ver más contenido»',
  version: 1,
  config,
  // Server only: the first page. Section pages configure no section: /seccion/{sección}/ gives it.
  fetch: sectionGridFetch(),
  component: SectionMoreGrid,
  interactive: { hydrate: 'visible' }, // 'Ver más contenido'
});

import { defineBlock } from '../../runtime/define-block';
import { sectionGridFetch } from './section-fetch';
import { config } from './config';
import { SectionGrid } from './SectionGrid';

export default defineBlock({
  name: 'section-grid',
  description: 'Grilla de notas de la sección con «Cargar más notas»',
  version: 1,
  config,
  // Server only: the first page. Section pages configure no section: /seccion/{sección}/ gives it.
  fetch: sectionGridFetch(),
  component: SectionGrid,
  interactive: { hydrate: 'visible' }, // 'Cargar más notas'
});

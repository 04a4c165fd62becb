import { defineBlock } from '../../runtime/define-block';
import { firstSectionPage } from '../../ui/section-paging';
import { sectionPath } from '../section-heading/section-path';
import { config, type Data } from './config';
import { SectionGrid } from './SectionGrid';

export default defineBlock({
  name: 'section-grid',
  description: 'Grilla de notas de la sección con «Cargar más notas»',
  version: 1,
  config,
  // Server only: the first page. Section pages configure no section: /seccion/{sección}/ gives it.
  async fetch({ section, feedSize, offSet }, ctx): Promise<Data | null> {
    const includeSections = section ?? sectionPath({}, ctx.params);
    if (!includeSections) return null;
    return firstSectionPage(ctx.sources['content-apir'], includeSections, offSet, feedSize);
  },
  component: SectionGrid,
  interactive: { hydrate: 'visible' }, // 'Cargar más notas'
});

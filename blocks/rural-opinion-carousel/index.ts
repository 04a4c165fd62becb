import { defineBlock } from '../../runtime/define-block';
import { listOrNull } from '../../runtime/list';
import { loadOpinionColumns } from '../../ui/opinion/opinion-item';
import { config, type Data } from './config';
import { RURAL_OPINION_SIZE, RuralOpinionCarousel } from './RuralOpinionCarousel';

export default defineBlock({
  name: 'rural-opinion-carousel',
  description: "Carrusel de opinión de Semana Rural, con 'Ver todos' hacia /semanarural/opinion",
  version: 1,
  config,
  // Server only. Spec 3, opinion: 10 columns.
  async fetch({ section }, { sources, site }): Promise<Data | null> {
    const items = await loadOpinionColumns(sources, {
      section: section ?? 'opinion',
      size: RURAL_OPINION_SIZE,
      siteName: site.name,
    });
    return listOrNull(items);
  },
  component: RuralOpinionCarousel,
  interactive: { hydrate: 'visible' },
});

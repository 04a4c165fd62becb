import { defineBlock } from '../../runtime/define-block';
import { listOrNull } from '../../runtime/list';
import {
  loadOpinionColumns,
  OPINION_CAROUSEL_FULL,
  OPINION_CAROUSEL_WITH_SEE_MORE,
} from '../../ui/opinion/opinion-item';
import { config, type Data } from './config';
import { DEFAULT_OPINION_SECTION, OpinionCarousel } from './OpinionCarousel';

export default defineBlock({
  name: 'opinion-carousel',
  description: "Carrusel de columnas de opinión, con la diapositiva 'VER MÁS OPINIONES' o 10 columnas",
  version: 1,
  config,
  // Server only. Spec 3, 9: 6 columns and the 'see more' slide, or 10 columns.
  async fetch({ section, seeMore }, { sources, site }): Promise<Data | null> {
    const includeSections = section ?? DEFAULT_OPINION_SECTION;
    const size = seeMore ? OPINION_CAROUSEL_WITH_SEE_MORE : OPINION_CAROUSEL_FULL;
    const items = await loadOpinionColumns(sources, { section: includeSections, size, siteName: site.name });
    return listOrNull(items, { section: includeSections });
  },
  component: OpinionCarousel,
  interactive: { hydrate: 'visible' },
});

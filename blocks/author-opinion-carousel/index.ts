import { defineBlock } from '../../runtime/define-block';
import { listOrNull } from '../../runtime/list';
import { loadOpinionColumns, OPINION_CAROUSEL_FULL } from '../../ui/opinion/opinion-item';
import { config, type Data } from './config';
import { AuthorOpinionCarousel } from './AuthorOpinionCarousel';

export default defineBlock({
  name: 'author-opinion-carousel',
  description: 'Carrusel de columnas de opinión cuyos autores enlazan a /opinion/{autor}/',
  version: 1,
  config,
  // Server only. Spec 3, 9: an opinion carousel without the see-more slide shows 10 columns.
  async fetch({ section }, { sources, site }): Promise<Data | null> {
    const items = await loadOpinionColumns(sources, {
      section: section ?? 'opinion',
      size: OPINION_CAROUSEL_FULL,
      siteName: site.name,
    });
    return listOrNull(items);
  },
  component: AuthorOpinionCarousel,
  interactive: { hydrate: 'visible' },
});

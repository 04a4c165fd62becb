import { defineBlock } from '../../runtime/define-block';
import { listOrNull } from '../../runtime/list';
import { toCardItems, withCardStandIns } from '../../ui/card-item';
import { ArticleCardGrid, GRID_FIELDS, keepVideos } from './ArticleCardGrid';
import { config, type Data } from './config';
import { sectionPath } from '../section-heading/section-path';

export default defineBlock({
  name: 'article-card-grid',
  description: 'Grilla de tarjetas de notas de una sección, con «Más contenido»',
  version: 1,
  config,
  // Server only. Section pages configure no section: the route's `:section` (and `:subsection`) picks it.
  async fetch({ section, feedSize, offSet, videos }, ctx): Promise<Data | null> {
    const includeSections = section ?? sectionPath({}, ctx.params);
    if (!includeSections) return null;
    const list = await ctx.sources['content-apir']({
      includeSections,
      feedSize,
      feedOffset: offSet,
      sourceInclude: GRID_FIELDS,
    });
    return listOrNull(toCardItems(keepVideos(list.content_elements, videos)), {
      next: list.next,
      count: list.count,
      section: includeSections,
    });
  },
  // The first page's cards stay server HTML on hydration: the island's props carry only their number.
  islandData: withCardStandIns,
  component: ArticleCardGrid,
  interactive: { hydrate: 'interaction', plainLinks: true }, // 'Más contenido'; its cards are plain links
});

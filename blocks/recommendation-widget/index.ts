import { defineBlock } from '../../runtime/define-block';
import { config } from './config';
import { RecommendationWidget } from './RecommendationWidget';

/** Third-party recommendations in the article (Taboola), collapsed on a site without an account. */
export default defineBlock({
  name: 'recommendation-widget',
  description: 'Widget de recomendaciones a mitad del artículo (red externa, modo alternating-mid-article-reco-reel)',
  version: 1,
  config,
  component: RecommendationWidget,
  // Below the article text: its code loads only when the reader nears it.
  interactive: { hydrate: 'visible' },
});

import { defineBlock } from '../../runtime/define-block';
import { perStory } from '../../runtime/html-cache-keys';
import { decideAccess } from '../../contracts/entitlement';
import { articleHead } from './article-json-ld';
import { ArticleHeader } from './ArticleHeader';
import { config, type Data } from './config';
import { projectHeader } from './project-header';
import { withCredits } from './credits-line';

export default defineBlock({
  name: 'article-header',
  description: 'Encabezado de la nota: sección, título, sumario, autor, fecha e imagen principal',
  version: 1,
  config,
  // Server only: the same paywall decision as the body, so structured data and body agree.
  async fetch(_config, { story, site }): Promise<Data | null> {
    if (!story) return null;
    return withCredits(projectHeader(story, site, decideAccess(story, null).locked), story);
  },
  head: (_config, data, ctx) => articleHead(data, ctx),
  component: ArticleHeader,
  interactive: false,
  htmlCache: perStory,
});

import { defineBlock } from '../../runtime/define-block';
import { DevelopingBadge } from './DevelopingBadge';
import { isDevelopingStory } from './developing';
import { config, type Data } from './config';

export default defineBlock({
  name: 'developing-badge',
  description: 'Etiqueta «En desarrollo» de una nota que se sigue actualizando',
  version: 1,
  config,
  // Null (nothing rendered) unless the page's story is developing; see isDevelopingStory.
  async fetch(_config, { story }): Promise<Data | null> {
    return story && isDevelopingStory(story) ? { developing: true } : null;
  },
  component: DevelopingBadge,
  interactive: false,
});

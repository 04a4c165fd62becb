import { defineBlock } from '../../runtime/define-block';
import { perStory } from '../../runtime/html-cache-keys';
import { decideAccess, LOCKED_STATE_CODE } from '../../contracts/entitlement';
import { ArticleBody } from './ArticleBody';
import { bodyElements } from './body-data';
import { withVideoThumbnails } from './video-thumbnails';
import { config, type Data } from './config';
import { pagePaywall } from '../../ui/paywall/page-paywall';

export default defineBlock({
  name: 'article-body',
  description: 'Cuerpo de la nota: párrafos, imágenes, citas, embebidos y listas, con el muro de pago',
  version: 1,
  config,
  // The public page is rendered for an anonymous reader: a locked story sends no body element, only its id (for
  // /api/premium/{id}). A page rendered for an entitled reader (decision 0025) has the whole body.
  async fetch(_config, { story, reader, sources }): Promise<Data | null> {
    if (!story) return null;
    const access = decideAccess(story, reader ?? null);
    if (access.locked) {
      const lockedStateCode = access.lockedStateCode ?? LOCKED_STATE_CODE;
      return { locked: true, lockedStateCode, storyId: story._id, paywall: pagePaywall(story) };
    }
    const elements = await withVideoThumbnails(bodyElements(story), sources['youtube-api-videos']);
    return elements.length ? { locked: false, elements, paywall: pagePaywall(story) } : null;
  },
  component: ArticleBody,
  interactive: false,
  htmlCache: perStory,
});

import { z } from 'zod';
import { defineBlock } from '../../runtime/define-block';
import { decideAccess, LOCKED_STATE_CODE } from '../../server/paywall/decide-access';
import { ArticleBody, type ArticleBodyData } from './ArticleBody';
import { adsAllowed } from '../../ui/ads/exclusions';
import { placeAds } from './elements/place-ads';
import { projectBody } from './elements/project';

export default defineBlock({
  name: 'article-body',
  version: 1,
  config: z.object({
    published: z.boolean().default(false).meta({ title: 'Publicado' }),
  }),
  // Server only. Anonymous until accounts exist: a locked story sends no body element at all.
  // Sponsored stories and excluded URLs get no ad slots, not even those an editor placed.
  async fetch(_config, { story }): Promise<ArticleBodyData | null> {
    if (!story) return null;
    const access = decideAccess(story, null);
    if (access.locked) return { locked: true, lockedStateCode: access.lockedStateCode ?? LOCKED_STATE_CODE };
    const ads = adsAllowed(story);
    const projected = projectBody(story.content_elements).filter((el) => ads || el.type !== 'ad');
    return projected.length ? { locked: false, elements: placeAds(projected, { ads }) } : null;
  },
  component: ArticleBody,
  interactive: false,
});

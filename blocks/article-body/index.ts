import { z } from 'zod';
import { defineBlock } from '../../runtime/define-block';
import { decideAccess, LOCKED_STATE_CODE } from '../../server/paywall/decide-access';
import { ArticleBody, type ArticleBodyData } from './ArticleBody';
import { projectBody } from './elements/project';

export default defineBlock({
  name: 'article-body',
  version: 1,
  config: z.object({
    published: z.boolean().default(false).meta({ title: 'Publicado' }),
  }),
  // Server only. Anonymous until accounts exist: a locked story sends no body element at all.
  async fetch(_config, { story }): Promise<ArticleBodyData | null> {
    if (!story) return null;
    const access = decideAccess(story, null);
    if (access.locked) return { locked: true, lockedStateCode: access.lockedStateCode ?? LOCKED_STATE_CODE };
    const elements = projectBody(story.content_elements);
    return elements.length ? { locked: false, elements } : null;
  },
  component: ArticleBody,
  interactive: false,
});

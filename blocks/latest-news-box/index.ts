import { z } from 'zod';
import { defineBlock } from '../../runtime/define-block';
import { collectionId } from '../../runtime/fields';
import { LatestNewsBox, type LatestNewsItem } from './LatestNewsBox';

export const LATEST_NEWS_SIZE = 5;

export default defineBlock({
  name: 'latest-news-box',
  description: 'Caja de últimas noticias de una colección',
  version: 2,
  migrations: [
    // v1 called the collection `collection`; spec 3, 3 names the field `collectionId`.
    {
      to: 2,
      migrate: ({ collection, ...rest }) => ({ ...rest, collectionId: collection }),
    },
  ],
  config: z.object({
    collectionId: collectionId('Colección con las últimas noticias'),
  }),
  // Server only. Ask for what the box shows, nothing more.
  async fetch({ collectionId }, { sources }): Promise<LatestNewsItem[]> {
    const list = await sources['content-api-collections']({
      queryString: collectionId,
      size: LATEST_NEWS_SIZE,
      sourceInclude: 'canonical_url,headlines.basic',
    });
    return list.content_elements.map((item) => ({ url: item.canonical_url!, title: item.headlines!.basic }));
  },
  component: LatestNewsBox,
  interactive: { hydrate: 'visible' }, // collapsible on mobile
});

import { defineBlock } from '../../runtime/define-block';
import { listOrNull } from '../../runtime/list';
import { formatRelativeTime, RELATIVE_TIME_ZONE } from '../../ui/format/relative-time';
import { config, type Data } from './config';
import { LatestNewsBox } from './LatestNewsBox';

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
  config,
  // Server only. Ask for what the box shows, nothing more. The relative time is worked out here, at the request's
  // time, so the hydrated island shows the same text as the HTML.
  async fetch({ collectionId }, { sources, now }): Promise<Data | null> {
    const list = await sources['content-api-collections']({
      queryString: collectionId,
      size: LATEST_NEWS_SIZE,
      sourceInclude: 'canonical_url,headlines.basic,display_date',
    });
    return listOrNull(
      list.content_elements.map((item) => ({
        url: item.canonical_url!,
        title: item.headlines!.basic,
        ...(item.display_date
          ? { date: { iso: item.display_date, text: formatRelativeTime(item.display_date, now, RELATIVE_TIME_ZONE) } }
          : {}),
      })),
    );
  },
  component: LatestNewsBox,
  interactive: { hydrate: 'visible' }, // collapsible on mobile
});

import { defineBlock } from '../../runtime/define-block';
import { perStory } from '../../runtime/html-cache-keys';
import { listOrNull } from '../../runtime/list';
import { formatRelativeTime, RELATIVE_TIME_ZONE } from '../../ui/format/relative-time';
import { config, type Data } from './config';
import { LatestNewsBox } from './LatestNewsBox';

export const LATEST_NEWS_SIZE = 5;
/** How many of the collection are read: enough that five remain once the page's own cards are left out. */
const READ = 40;

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
  // Server only. Ask for the fields the box shows, nothing more; after the page's other blocks, so a story they show
  // is not listed again. The relative time is worked out here, at the request's time, so the hydrated island shows
  // the same text as the HTML.
  async fetch({ collectionId }, { sources, now, shown }): Promise<Data | null> {
    const list = await sources['content-api-collections']({
      queryString: collectionId,
      size: shown?.size ? READ : LATEST_NEWS_SIZE,
      sourceInclude: 'canonical_url,headlines.basic,display_date',
    });
    const unseen = list.content_elements.filter((item) => !shown?.has(item.canonical_url!));
    return listOrNull(
      unseen.slice(0, LATEST_NEWS_SIZE).map((item) => ({
        url: item.canonical_url!,
        title: item.headlines!.basic,
        ...(item.display_date
          ? { date: { iso: item.display_date, text: formatRelativeTime(item.display_date, now, RELATIVE_TIME_ZONE) } }
          : {}),
      })),
    );
  },
  leavesOutShown: true,
  component: LatestNewsBox,
  interactive: { hydrate: 'visible' }, // collapsible on mobile
  htmlCache: perStory,
});

import { defineBlock } from '../../runtime/define-block';
import { decideAccess, LOCKED_STATE_CODE } from '../../contracts/entitlement';
import { adsAllowed } from '../../ui/ads/exclusions';
import { liveBlogHead } from './live-json-ld';
import { listOrNull } from '../../runtime/list';
import { config, type Data } from './config';
import { LiveBlogBody } from './LiveBlogBody';
import { entrySummary, isLiveEntry, liveBlogMeta, projectLiveBody } from './project-live';

export default defineBlock({
  name: 'live-blog-body',
  description: 'Cuerpo de un minuto a minuto, con sus entradas por hora',
  version: 1,
  config,
  // Server only, with the article body's paywall decision: a locked story sends no element at all.
  async fetch(_config, { story, site }): Promise<Data | null> {
    if (!story) return null;
    const meta = liveBlogMeta(story, site.timezone);
    const access = decideAccess(story, null);
    if (access.locked) return { locked: true, lockedStateCode: access.lockedStateCode ?? LOCKED_STATE_CODE, meta };
    // As in article-body: sponsored stories and excluded URLs keep no ad slot, not even an editor's.
    const ads = adsAllowed(story);
    const items = projectLiveBody(story.content_elements, story.publish_date, site.timezone).filter(
      (item) => ads || item.type !== 'ad',
    );
    return listOrNull(items, { locked: false as const, meta });
  },
  head: (_config, data, ctx) =>
    liveBlogHead(
      data.meta,
      data.locked
        ? null
        : data.items.filter(isLiveEntry).map((entry) => {
            const { title, time, dateTime } = entrySummary(entry);
            return { headline: title || time, datePublished: dateTime };
          }),
      ctx,
    ),
  component: LiveBlogBody,
  interactive: false,
});

import { defineBlock } from '../../runtime/define-block';
import { decideAccess } from '../../contracts/entitlement';
import { truncate } from '../../ui/format/truncate';
import { entrySummary, isLiveEntry, projectLiveBody } from '../live-blog-body/project-live';
import { listOrNull } from '../../runtime/list';
import { config, type Data } from './config';
import { LiveUpdatesTimeline } from './LiveUpdatesTimeline';

/** Entry titles are whole sentences; the rail shows their opening. */
export const TIMELINE_TITLE_MAX = 90;

export default defineBlock({
  name: 'live-updates-timeline',
  description: 'Línea de tiempo de las entradas de un minuto a minuto',
  version: 1,
  config,
  // The same entries, anchors and paywall decision as live-blog-body: titles are body text, so a
  // locked story has no timeline.
  async fetch(_config, { story, site }): Promise<Data | null> {
    if (!story || decideAccess(story, null).locked) return null;
    const entries = projectLiveBody(story.content_elements, story.publish_date, site.timezone).filter(isLiveEntry);
    return listOrNull(
      entries.map((entry) => {
        const { anchor, time, title } = entrySummary(entry);
        return { anchor, time, title: truncate(title, TIMELINE_TITLE_MAX) };
      }),
    );
  },
  component: LiveUpdatesTimeline,
  interactive: false,
});

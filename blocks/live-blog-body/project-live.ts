import type { AnsElement, StoryDocument } from '../../contracts/ans';
import { liveTimeAnchor, parseLiveTime, stripTags } from '../../ui/format/parse-live-time';
import { projectBodyElement } from '../article-body/elements/project';
import type { BodyElement } from '../article-body/elements/types';
import { liveCoverage, publishDay, zonedDateTime } from './live-dates';

/** A live update: its time (as written), where the timeline links to, and its text. */
export interface LiveEntry {
  type: 'live-entry';
  id: string;
  /** Id of the time element, 'hora-1030am'. */
  anchor: string;
  time: string;
  /** ISO date-time on the publish date; empty when that date cannot be read. */
  dateTime: string;
  /** The element's text after the time (editor HTML). */
  html: string;
}

export type LiveItem = LiveEntry | BodyElement;

export interface LiveBlogMeta {
  headline: string;
  url: string;
  description?: string;
  publishDate: string;
  modifiedDate?: string;
  coverage: { start: string; end: string } | null;
}

const TIMED_TYPES = new Set(['text', 'header']);

function uniqueAnchor(base: string, taken: Set<string>): string {
  let anchor = base;
  for (let n = 2; taken.has(anchor); n++) anchor = `${base}-${n}`;
  taken.add(anchor);
  return anchor;
}

/**
 * The story's body with every text or header element that opens with a time (spec 1, 4) turned
 * into a live entry; the other elements stay as the article body renders them.
 */
export function projectLiveBody(elements: AnsElement[], publishDate: string, timeZone: string): LiveItem[] {
  const day = publishDay(publishDate, timeZone);
  const anchors = new Set<string>();
  return elements.flatMap((el, i): LiveItem[] => {
    const parsed = TIMED_TYPES.has(el.type) && typeof el.content === 'string' ? parseLiveTime(el.content) : null;
    if (!parsed) {
      const element = projectBodyElement(el, i);
      return element ? [element] : [];
    }
    return [
      {
        type: 'live-entry',
        id: el._id ?? `element-${i}`,
        anchor: uniqueAnchor(liveTimeAnchor(parsed.minutes), anchors),
        time: parsed.time,
        dateTime: day ? zonedDateTime(day, parsed.minutes, timeZone) : '',
        html: parsed.rest,
      },
    ];
  });
}

export const isLiveEntry = (item: LiveItem): item is LiveEntry => item.type === 'live-entry';

/** The timeline's and the JSON-LD's view of an entry: plain text, no markup. */
export function entrySummary(entry: LiveEntry): { anchor: string; time: string; title: string; dateTime: string } {
  return { anchor: entry.anchor, time: entry.time, title: stripTags(entry.html).trim(), dateTime: entry.dateTime };
}

export function liveBlogMeta(story: StoryDocument, timeZone: string): LiveBlogMeta {
  return {
    headline: story.headlines.basic,
    url: story.canonical_url,
    ...(story.description?.basic ? { description: story.description.basic } : {}),
    publishDate: story.publish_date,
    ...(story.last_updated_date ? { modifiedDate: story.last_updated_date } : {}),
    coverage: liveCoverage(story.publish_date, timeZone),
  };
}

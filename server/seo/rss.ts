import { credited, type StoryDocument } from '../../contracts/ans';
import type { SectionNode } from '../../contracts/sources/section-api';
import type { SiteProps } from '../../contracts/site-schema';
import { element, escapeXml } from './xml';

/** How many stories a section feed carries. */
export const RSS_ITEMS = 20;

/**
 * The only fields a feed asks its source for. The body (content_elements) is never among them: a feed shows
 * the public teaser, and a premium story's text must not leave the paywall through it.
 */
export const RSS_FIELDS =
  '_id,canonical_url,headlines,subheadlines,description,publish_date,credits.by,taxonomy.primary_section';

type FeedStory = Partial<StoryDocument>;

/** The teaser of a story: its description, or its sub-headline. Never body text. */
export function teaser(doc: FeedStory): string | undefined {
  return doc.description?.basic || doc.subheadlines?.basic || undefined;
}

function item(origin: string, doc: FeedStory): string {
  if (!doc.canonical_url || !doc.headlines?.basic) return '';
  const link = `${origin}${doc.canonical_url}`;
  const authors = credited(doc.credits?.by)
    .map((a) => a.name)
    .join(', ');
  return [
    '<item>',
    element('title', doc.headlines.basic),
    element('link', link),
    `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
    doc.publish_date ? element('pubDate', new Date(doc.publish_date).toUTCString()) : '',
    element('description', teaser(doc)),
    element('dc:creator', authors),
    element('category', doc.taxonomy?.primary_section?.name),
    '</item>',
  ].join('');
}

/** RSS 2.0 for one section: the channel names the section and the site; items link to the stories. */
export function sectionRss(input: {
  origin: string;
  site: SiteProps;
  section: SectionNode;
  feedPath: string;
  stories: FeedStory[];
  now: number;
}): string {
  const { origin, section, stories } = input;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', section.site.site_title),
    element('link', `${origin}/seccion${section._id}/`),
    element('description', section.site.site_description),
    element('language', 'es-CO'),
    element('lastBuildDate', new Date(input.now).toUTCString()),
    `<atom:link href="${escapeXml(origin + input.feedPath)}" rel="self" type="application/rss+xml"/>`,
    ...stories.map((doc) => item(origin, doc)),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

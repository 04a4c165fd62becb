import type { StoryDocument } from '../../contracts/ans';
import type { SiteProps } from '../../contracts/site-schema';
import { projectFigure, type FigureData } from '../article-body/figure';
import { bylineAuthors, type BylineAuthor } from './byline';
import { subtypeLabel } from '../../ui/format/subtype-label';

export interface ArticleHeaderData {
  kicker?: string;
  headline: string;
  subheadline?: string;
  description?: string;
  authors: BylineAuthor[];
  publishDate: string;
  modifiedDate?: string;
  canonicalUrl: string;
  lead?: FigureData;
  /** The paywall's decision, so the structured data marks the article as not free. */
  locked: boolean;
}

const nonEmpty = (s: string | undefined) => (s?.trim() ? s.trim() : undefined);

/** The story reduced to what the header and its head tags show. */
export function projectHeader(
  story: StoryDocument,
  site: Pick<SiteProps, 'name' | 'slug' | 'timezone'>,
  locked: boolean,
): ArticleHeaderData {
  const names = (story.credits?.by ?? []).map((a) => a.name);
  const lead = story.promo_items?.basic;
  const out: ArticleHeaderData = {
    headline: story.headlines.basic,
    authors: bylineAuthors(names, story.publish_date, site),
    publishDate: story.publish_date,
    canonicalUrl: story.canonical_url,
    locked,
  };
  const optional = {
    // 'articulo' is the default subtype, not a label a reader learns anything from: show the section instead.
    kicker: subtypeLabel(story.subtype) ?? nonEmpty(story.taxonomy.primary_section.name),
    subheadline: nonEmpty(story.subheadlines?.basic),
    description: nonEmpty(story.description?.basic),
    modifiedDate: story.last_updated_date,
    lead: lead?.url ? projectFigure(lead) : undefined,
  };
  // Absent rather than undefined: the data is serialised as it is.
  for (const [key, value] of Object.entries(optional)) if (value !== undefined) Object.assign(out, { [key]: value });
  return out;
}

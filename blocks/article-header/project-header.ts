import { credited, promoImage, type StoryDocument } from '../../contracts/ans';
import type { SiteProps } from '../../contracts/site-schema';
import { projectFigure } from '../article-body/figure';
import { bylineAuthors } from './byline';
import { subtypeLabel } from '../../ui/format/subtype-label';
import type { Data } from './config';

const nonEmpty = (s: string | undefined) => (s?.trim() ? s.trim() : undefined);
/** An ANS video the video template plays: a stream or a YouTube id. */
const isPlayable = (story: StoryDocument) => Boolean(story.streams?.length || story.youtube_content_id);

/** The story reduced to what the header and its head tags show. */
export function projectHeader(
  story: StoryDocument,
  site: Pick<SiteProps, 'name' | 'slug' | 'timezone'>,
  locked: boolean,
): Data {
  const names = credited(story.credits?.by).map((a) => a.name);
  const lead = promoImage(story);
  const out: Data = {
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
    // The template's player shows the video (and its picture as the poster) right below.
    leadIsVideo: story.video?.youtubeId || (story.type === 'video' && isPlayable(story)) ? true : undefined,
  };
  // Absent rather than undefined: the data is serialised as it is.
  for (const [key, value] of Object.entries(optional)) if (value !== undefined) Object.assign(out, { [key]: value });
  return out;
}

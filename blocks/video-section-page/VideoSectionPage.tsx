import { useCallback, useId } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import { CARD_FIELDS } from '../../ui/card-item';
import { fetchContentList } from '../../ui/content-client';
import { OpinionProgrammes } from '../tv-sections/OpinionProgrammes';
import { VideoCard } from '../tv-sections/VideoCard';
import { VideoMoreGrid } from '../tv-sections/VideoMoreGrid';
import { loadVideoPage } from '../tv-sections/video-pages';
import type { Config, Data } from './config';

/** Spec 2, 327 and spec 3, 9: each 'Cargar más' click adds 8 videos. */
export const MORE_VIDEOS = 8;

/**
 * The section's videos, newest first: a section's videos are filed under /videos/{section} (so the section's own
 * story lists never show them); 'videos' itself is every video. `content-apir-v2` filters by subtype.
 */
export const sectionVideosQuery = (section: string) => ({
  includeSections: section === 'videos' ? 'videos' : `videos/${section}`,
  includeSubtypes: 'video',
  sourceInclude: CARD_FIELDS,
});

/** Spec 3, video section page: the newest video large, 'Lo último', 'Programas de Opinión', 'Otros videos'. */
export function VideoSectionPage({ data, ctx }: BlockProps<Config, Data>) {
  const latestId = useId();
  const site = ctx.site.slug;
  const loadPage = useCallback(
    (offset: number) =>
      loadVideoPage(
        (query) => fetchContentList('content-apir-v2', { ...sectionVideosQuery(data.section), ...query }, site),
        offset,
        MORE_VIDEOS,
      ),
    [data.section, site],
  );
  return (
    <div className="video-section-page">
      <h1 className="video-section-page__title">
        {/* All the site's videos are the section 'Videos': not 'Videos de Videos'. */}
        {data.section === 'videos' ? data.title : `Videos de ${data.title}`}
      </h1>
      <div className="video-section-page__lead">
        <VideoCard item={data.lead} size="large" priority headingLevel={2} sizes="(min-width: 1200px) 1200px, 100vw" />
      </div>
      {data.latest.length > 0 && (
        <section className="video-section-page__latest" aria-labelledby={latestId}>
          <h2 className="tv-more__title" id={latestId}>
            Lo último
          </h2>
          <ul className="video-section-page__strip">
            {data.latest.map((item) => (
              <li key={item.url}>
                <VideoCard item={item} sizes="(min-width: 1024px) 25vw, 60vw" />
              </li>
            ))}
          </ul>
        </section>
      )}
      <OpinionProgrammes items={data.opinion} />
      {data.others.items.length > 0 && <VideoMoreGrid title="Otros videos" first={data.others} loadPage={loadPage} />}
    </div>
  );
}

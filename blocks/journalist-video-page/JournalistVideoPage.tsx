import { useCallback } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import { CARD_FIELDS } from '../../ui/card-item';
import { fetchContentList } from '../../ui/content-client';
import { Journalists } from '../tv-sections/Journalists';
import { VideoMoreGrid } from '../tv-sections/VideoMoreGrid';
import { loadVideoPage } from '../tv-sections/video-pages';
import type { Config, Data } from './config';

/** Spec 3, 9 (journalist block): 'Otros videos' starts at offset 9 with 12 videos, then 4 per 'Cargar más'. */
export const VIDEOS_FIRST_OFFSET = 9;
export const VIDEOS_FIRST_SIZE = 12;
export const MORE_VIDEOS = 4;

/** The channel's videos, newest first: every video of the site is filed under /videos. */
export const channelVideosQuery = { includeSections: 'videos', includeSubtypes: 'video', sourceInclude: CARD_FIELDS };

/** A TV journalist's page: who they are, 'Otros Periodistas' and 'Otros videos' with 'Cargar más'. */
export function JournalistVideoPage({ data, ctx }: BlockProps<Config, Data>) {
  const { journalist } = data;
  const site = ctx.site.slug;
  const loadPage = useCallback(
    (offset: number) =>
      loadVideoPage(
        (query) => fetchContentList('content-apir-v2', { ...channelVideosQuery, ...query }, site),
        offset,
        MORE_VIDEOS,
      ),
    [site],
  );
  return (
    <div className="journalist-video-page">
      <header className="journalist-video-page__profile">
        {journalist.image && (
          // Decorative: the name beside it says who it is.
          <img className="journalist-video-page__avatar" src={journalist.image} alt="" width={120} height={120} />
        )}
        <div>
          <h1 className="journalist-video-page__name">{journalist.byline}</h1>
          {journalist.bio && <p className="journalist-video-page__bio">{journalist.bio}</p>}
        </div>
      </header>
      <Journalists title="Otros Periodistas" items={data.others} />
      <VideoMoreGrid title="Otros videos" first={data.videos} loadPage={loadPage} />
    </div>
  );
}

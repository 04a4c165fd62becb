import { useCallback } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import { CARD_FIELDS } from '../../ui/card-item';
import { fetchContentList } from '../../ui/content-client';
import { loadVideoPage } from '../tv-sections/video-pages';
import { VideoMoreGrid } from '../tv-sections/VideoMoreGrid';
import type { Config, Data } from './config';

/** Spec 3, 2 (videos list): each 'Cargar más' click adds 8 videos. */
export const MORE_VIDEOS = 8;

/** One TV programme's or category's page (or the viral videos): its name, its newest videos and 'Cargar más'. */
export function TvVideoList({ data, ctx }: BlockProps<Config, Data>) {
  const site = ctx.site.slug;
  const loadPage = useCallback(
    (offset: number) =>
      loadVideoPage(
        (query) =>
          fetchContentList(
            'content-apir-semanaTV-v2',
            { includeSections: data.section, sourceInclude: CARD_FIELDS, ...query },
            site,
          ),
        offset,
        MORE_VIDEOS,
      ),
    [data.section, site],
  );
  return <VideoMoreGrid className="tv-video-list" heading="h1" title={data.title} first={data} loadPage={loadPage} />;
}

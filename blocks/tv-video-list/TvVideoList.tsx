import type { BlockProps } from '../../runtime/define-block';
import type { CardItem } from '../../ui/card-item';
import { VideoGrid } from '../tv-sections/VideoGrid';

export interface TvVideoListData {
  title: string;
  videos: CardItem[];
}

/** One TV programme's or category's page (or the viral videos): its name and its newest videos. */
export function TvVideoList({ data }: BlockProps<{ feedSize: number }, TvVideoListData>) {
  return (
    <section className="tv-video-list">
      <h1 className="tv-sections__title">{data.title}</h1>
      {data.videos.length > 0 ? (
        <VideoGrid items={data.videos} label={`Videos de ${data.title}`} />
      ) : (
        <p className="tv-sections__empty">Aún no hay videos en esta sección.</p>
      )}
    </section>
  );
}

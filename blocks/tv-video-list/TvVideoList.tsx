import type { BlockProps } from '../../runtime/define-block';
import { VideoGrid } from '../tv-sections/VideoGrid';
import type { Config, Data } from './config';

/** One TV programme's or category's page (or the viral videos): its name and its newest videos. */
export function TvVideoList({ data }: BlockProps<Config, Data>) {
  return (
    <section className="tv-video-list">
      <h1 className="tv-sections__title">{data.title}</h1>
      {data.items.length > 0 ? (
        <VideoGrid items={data.items} label={`Videos de ${data.title}`} />
      ) : (
        <p className="tv-sections__empty">Aún no hay videos en esta sección.</p>
      )}
    </section>
  );
}

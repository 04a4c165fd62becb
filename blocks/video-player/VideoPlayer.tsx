import { useState } from 'react';
import type { BlockProps } from '../../runtime/define-block';
import { Image } from '../../ui/Image';
import type { Config, Data } from './config';

/** The privacy-enhanced player: YouTube sets no cookies until the reader plays the video. */
export const embedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;

/**
 * A 'lite' player: our own poster image and a play button; the YouTube frame is created only when
 * the reader asks for it, so nothing loads from the video host before that.
 */
export function VideoPlayer({ data }: BlockProps<Config, Data>) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="video-player" data-playing={playing || undefined}>
      {playing ? (
        <iframe
          className="video-player__frame"
          src={embedUrl(data.youtubeId)}
          title={data.title}
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <button type="button" className="video-player__facade" onClick={() => setPlaying(true)}>
          {data.poster && (
            <Image
              className="video-player__poster"
              image={data.poster}
              priority
              sizes="(min-width: 1024px) 800px, 100vw"
            />
          )}
          <span className="video-player__play" aria-hidden="true" />
          <span className="visually-hidden">Reproducir video: {data.title}</span>
        </button>
      )}
    </div>
  );
}

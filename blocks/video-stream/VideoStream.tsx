import type { BlockProps } from '../../runtime/define-block';
import { StreamPlayer } from '../../ui/video/StreamPlayer';
import type { Config, Data } from './config';

/** The video of an ANS video document, played by the browser, and its transcript below. */
export function VideoStream({ data }: BlockProps<Config, Data>) {
  if (!data.player && !data.transcript) return null;
  return (
    <div className="video-stream">
      {data.player && <StreamPlayer video={data.player} className="video-stream__player" />}
      {data.transcript && (
        <details className="video-stream__transcript">
          <summary>Transcripción</summary>
          {data.transcript.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </details>
      )}
    </div>
  );
}

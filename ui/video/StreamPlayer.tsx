import type { StreamVideo } from './stream-video';

/**
 * An HTML5 player of an ANS video's streams: no script of ours, nothing loaded before play but the poster
 * (`preload="none"`). HLS comes first for the browsers that play it natively (Safari, iOS), the MP4 file for the
 * others. Subtitles are WebVTT <track>s; one from another origin shows only if that host answers with CORS.
 */
export function StreamPlayer({ video, className }: { video: StreamVideo; className?: string }) {
  const file = video.sources.find((s) => s.type !== 'application/x-mpegURL');
  return (
    // Every WebVTT subtitle track the document has is below; a video that has none can have no <track>.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      className={className}
      controls
      preload="none"
      playsInline
      poster={video.poster}
      width={video.width}
      height={video.height}
      aria-label={video.title}
    >
      {video.sources.map((s) => (
        <source key={s.src} src={s.src} type={s.type} />
      ))}
      {video.tracks.map((t) => (
        <track key={t.src} kind="subtitles" src={t.src} label={t.label} srcLang={t.srclang} />
      ))}
      {file && (
        <a href={file.src} target="_blank" rel="noopener noreferrer">
          Ver el video: {video.title}
        </a>
      )}
    </video>
  );
}

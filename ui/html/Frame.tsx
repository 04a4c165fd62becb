import type { CSSProperties } from 'react';

interface Props {
  src: string;
  /** What the frame shows, for screen readers (a frame must have a name). */
  title: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * A third-party page in the site (embed, chat): sandboxed, loaded lazily, sending no more than the origin. The page's
 * Content-Security-Policy allows its host only on the pages that configure it (server/security/page-embeds.ts).
 */
export function Frame({ src, title, className, style }: Props) {
  return (
    <iframe
      className={className}
      style={style}
      src={src}
      title={title}
      loading="lazy"
      sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}

import type { BodyElementOf } from './types';

/** A 600px frame of a PDF document (raw_html 'context_pdf'), sandboxed and lazy. */
export function Pdf({ el }: { el: BodyElementOf<'pdf'> }) {
  return (
    <iframe
      className="article-body__pdf"
      src={el.src}
      height={600}
      title="Documento PDF"
      loading="lazy"
      sandbox="allow-scripts allow-same-origin allow-popups allow-downloads"
    />
  );
}

/**
 * A YouTube video as a light facade: thumbnail and play button, a link that works without
 * JavaScript; the embed loader swaps in the youtube-nocookie player only on a click.
 */
export function VideoFacade({ el }: { el: BodyElementOf<'video'> }) {
  const title = el.title ?? 'Video de YouTube';
  return (
    <div className="article-body__video" data-youtube-id={el.youtubeId}>
      <a
        className="article-body__video-link"
        href={`https://www.youtube.com/watch?v=${el.youtubeId}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        <img
          className="article-body__video-thumbnail"
          src={el.thumbnail ?? `https://i.ytimg.com/vi/${el.youtubeId}/hqdefault.jpg`}
          alt=""
          loading="lazy"
          width={16}
          height={9}
        />
        <span className="article-body__video-play" aria-hidden="true" />
        <span className="visually-hidden">Reproducir: {title}</span>
      </a>
    </div>
  );
}

const PROVIDER_NAMES = { instagram: 'Instagram', twitter: 'X (Twitter)', other: 'un sitio externo' };

/**
 * A third-party embed before it loads: the allowlisted text of the post (readable without
 * JavaScript) in a box reserving its height. The embed loader (blocks/consent-banner) puts the
 * provider's frame here when the reader scrolls near it, once third-party content is accepted.
 */
export function Embed({ el }: { el: BodyElementOf<'embed'> }) {
  return (
    <figure
      className="article-body__embed"
      data-embed={el.provider}
      {...(el.script ? { 'data-embed-script': el.script } : {})}
      {...(el.frame ? { 'data-embed-frame': el.frame } : {})}
    >
      <div className="article-body__embed-fallback" dangerouslySetInnerHTML={{ __html: el.html }} />
      <figcaption className="article-body__embed-caption">Contenido de {PROVIDER_NAMES[el.provider]}</figcaption>
    </figure>
  );
}

/** Allowlisted raw_html: classes kept, scripts, styles and unknown frames gone. */
export function Html({ el }: { el: BodyElementOf<'html'> }) {
  return <div className="article-body__html" dangerouslySetInnerHTML={{ __html: el.html }} />;
}

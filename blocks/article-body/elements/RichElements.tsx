import { AdSlot } from '../../../ui/AdSlot';
import { Image } from '../../../ui/Image';
import { minHeight } from '../../../ui/ads/sizes';
import { Figure } from '../Figure';
import type { BodyElementOf } from './types';

/** How ads show on this page: placeholders in the editor preview (spec 1, 6). */
export interface AdOptions {
  preview?: boolean;
  publisherId?: string;
}

export function Time({ el }: { el: BodyElementOf<'time'> }) {
  return (
    <p className="article-body__time">
      <time dateTime={el.datetime}>{el.text}</time>
    </p>
  );
}

/** A swipe carousel without JavaScript: a horizontal scroll-snap strip, one picture a stop. */
export function Gallery({ el }: { el: BodyElementOf<'gallery'> }) {
  return (
    <section className="article-body__gallery" aria-label={el.title ?? 'Galería'}>
      {el.title && <h2 className="article-body__gallery-title">{el.title}</h2>}
      {/* Focusable so keyboard readers can scroll the strip. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ol className="article-body__gallery-strip" tabIndex={0}>
        {el.images.map((image, i) => (
          <li key={i} className="article-body__gallery-slide">
            <Figure {...image} sizes="(min-width: 1024px) 800px, 90vw" />
          </li>
        ))}
      </ol>
    </section>
  );
}

export function LinkList({ el }: { el: BodyElementOf<'link_list'> }) {
  return (
    <nav className="article-body__link-list" aria-label={el.title ?? 'Enlaces'}>
      {el.title && <p className="article-body__link-list-title">{el.title}</p>}
      <ul>
        {el.links.map((link) => (
          <li key={link.url}>
            <a href={link.url}>{link.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function InterstitialLink({ el }: { el: BodyElementOf<'interstitial_link'> }) {
  return (
    <aside className="article-body__interstitial" aria-label="Lea también">
      <a href={el.url}>
        {el.thumb && <Image image={el.thumb} fetchImage="sm" className="article-body__interstitial-thumb" />}
        <span className="article-body__interstitial-label">Lea también</span>
        <span className="article-body__interstitial-text">{el.text}</span>
      </a>
    </aside>
  );
}

export function Ad({ el, ads }: { el: BodyElementOf<'ad'>; ads: AdOptions }) {
  return <AdSlot slot={el.slot} size={el.size} display={el.display} {...ads} />;
}

/**
 * A player container, filled by the video host's script; the geo player reserves in-read height for its ad, but only
 * where an ad account can fill it (otherwise the reader would see an empty box, ui/AdSlot.tsx).
 */
export function Player({ el, ads }: { el: BodyElementOf<'player'>; ads: AdOptions }) {
  const reserve = el.player === 'geo' && Boolean(ads.publisherId || ads.preview);
  return (
    <div
      className={`article-body__player article-body__player--${el.player}`}
      data-player={el.player}
      data-video-id={el.videoId}
      style={reserve ? { minHeight: minHeight('INREAD') } : undefined}
    >
      {ads.preview && (
        <span className="article-body__placeholder">Reproductor {el.player === 'geo' ? 'geo' : 'de video'}</span>
      )}
    </div>
  );
}

/** The mid-article recommendation widget's container (spec 3: 'alternating-mid-article-reco-reel'). */
export function Recommendations() {
  return <div className="article-body__recommendations" data-mode="alternating-mid-article-reco-reel" />;
}

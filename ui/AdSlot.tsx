import type { CSSProperties } from 'react';
import { minHeight, type AdDisplay, type AdSize } from './ads/sizes';

/**
 * Spec 1, 6 words this in English (Arc's own message); editors read Spanish, so the preview says it in Spanish
 * (issue 25, item 9; decision 0083).
 */
export const NO_PUBLISHER_ID =
  'Este sitio no tiene ID de editor de DFP en sus propiedades: aquí no se mostrarán anuncios.';

interface Props {
  slot: string;
  size: AdSize;
  display: AdDisplay;
  /** Editor preview: a labelled placeholder instead of an ad (spec 1, 6). */
  preview?: boolean;
  publisherId?: string;
  className?: string;
}

/**
 * One ad slot: static markup reserving its size group's minimum height, hidden by CSS on the
 * devices it is not for. The ad loader fills it in the browser after consent. A site without an ad account has
 * nothing to fill it with, so readers get no slot at all (no empty grey box); the editor's preview keeps the
 * labelled placeholder and the missing-publisher warning (spec 1, 6).
 */
export function AdSlot({ slot, size, display, preview, publisherId, className }: Props) {
  if (!publisherId && !preview) return null;
  const height = minHeight(size);
  const style = { minHeight: height, '--ad-min': `${height}px` } as CSSProperties;
  return (
    <div
      className={className ? `ad-slot ${className}` : 'ad-slot'}
      data-ad-slot={slot}
      data-size={size}
      data-device={display}
      {...(preview ? { 'data-ad-status': 'preview' } : {})}
    >
      <div className="ad-slot__unit" style={style}>
        {preview && (
          <div className="ad-slot__placeholder">
            Publicidad <strong>{slot}</strong> {size}
            {!publisherId && <p className="ad-slot__warning">{NO_PUBLISHER_ID}</p>}
          </div>
        )}
      </div>
    </div>
  );
}

import type { BodyElement } from './types';

/**
 * Spec 1, 9: slots go after the 1st, 3rd and 7th text paragraph (paragraphs, not elements), the
 * geo player with the first, the video player after the last element. ROBAPAGINA_1 is one slot
 * for mobile and desktop; the spec gives no size for ROBAPAGINA_2 and _3, so they use GP5 too.
 */
const AFTER_PARAGRAPH: Record<number, BodyElement[]> = {
  1: [
    { type: 'ad', id: 'ad-robapagina-1', slot: 'ROBAPAGINA_1', size: 'GP5', display: 'all' },
    { type: 'player', id: 'player-geo', player: 'geo' },
  ],
  3: [{ type: 'ad', id: 'ad-robapagina-2', slot: 'ROBAPAGINA_2', size: 'GP5', display: 'all' }],
  7: [{ type: 'ad', id: 'ad-robapagina-3', slot: 'ROBAPAGINA_3', size: 'GP5', display: 'all' }],
};
const VIDEO_PLAYER: BodyElement = { type: 'player', id: 'player-video', player: 'video' };
const RECOMMENDATIONS: BodyElement = { type: 'recommendations', id: 'recommendations' };

/**
 * The body with its ads and widgets in place. Without ads (sponsored content, an excluded URL)
 * only the mid-article recommendation widget is added, unless the editor already placed one.
 */
export function placeAds(elements: BodyElement[], { ads }: { ads: boolean }): BodyElement[] {
  const texts = elements.filter((el) => el.type === 'text').length;
  const recommendAfter = elements.some((el) => el.type === 'recommendations') ? 0 : Math.ceil(texts / 2);
  const out: BodyElement[] = [];
  let paragraph = 0;
  for (const el of elements) {
    out.push(el);
    if (el.type !== 'text') continue;
    paragraph++;
    if (ads) out.push(...(AFTER_PARAGRAPH[paragraph] ?? []));
    if (paragraph === recommendAfter) out.push(RECOMMENDATIONS);
  }
  if (ads && elements.length) out.push(VIDEO_PLAYER);
  return out;
}

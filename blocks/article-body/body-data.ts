import type { StoryDocument } from '../../contracts/ans';
import { adsAllowed } from '../../ui/ads/exclusions';
import { placeAds } from './elements/place-ads';
import { projectBody, projectCorrection } from './elements/project';
import type { BodyElement } from './elements/types';

/**
 * The body as the page shows it: projected elements with the ad slots placed. Sponsored stories and excluded URLs get
 * no ad slots, not even those an editor placed. Shared by the page and the premium call for entitled readers.
 */
export function bodyElements(story: StoryDocument): BodyElement[] {
  let elements = projections.get(story);
  if (!elements) {
    const ads = adsAllowed(story);
    const projected = [
      ...projectBody(story.content_elements),
      // The story's own corrections (ANS `corrections`) close its body.
      ...(Array.isArray(story.corrections) ? story.corrections : []).flatMap(
        (c, i) => projectCorrection(c, `correction-${i}`) ?? [],
      ),
    ].filter((el) => ads || el.type !== 'ad');
    projections.set(story, (elements = projected.length ? placeAds(projected, { ads }) : []));
  }
  return elements;
}

/**
 * A story document is one object for as long as the story cache keeps it (a change replaces it), and the page asks
 * for its body twice (the block, the page's embed hosts for the CSP): projected once per document. Read-only.
 */
const projections = new WeakMap<StoryDocument, BodyElement[]>();

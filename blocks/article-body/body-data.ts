import type { StoryDocument } from '../../contracts/ans';
import { adsAllowed } from '../../ui/ads/exclusions';
import { placeAds } from './elements/place-ads';
import { projectBody } from './elements/project';
import type { BodyElement } from './elements/types';

/**
 * The body as the page shows it: projected elements with the ad slots placed. Sponsored stories and excluded URLs get
 * no ad slots, not even those an editor placed. Shared by the page and the premium call for entitled readers.
 */
export function bodyElements(story: StoryDocument): BodyElement[] {
  const ads = adsAllowed(story);
  const projected = projectBody(story.content_elements).filter((el) => ads || el.type !== 'ad');
  return projected.length ? placeAds(projected, { ads }) : [];
}

import type { AnsElement } from '../../../contracts/ans';
import type { SiteProps } from '../../../contracts/site-schema';
import { GALLERY_SUBTITLES, GALLERY_TOPICS, type GalleryTopic } from './banks';
import { PHOTO_CREDITS } from './banks/common';
import { picture } from './elements';
import { pictureId } from './ids';
import type { Rng } from './prng';
import { fill, type Slots } from './text';

export const pickGalleryTopic = (rng: Rng): GalleryTopic => rng.pick(GALLERY_TOPICS);

/**
 * 8 to 15 pictures with caption, subtitle and credits (spec 1, 3 gallery image). About half are
 * by the site's house photographer, credited with his own name as affiliation, which the gallery
 * hides (spec 1, 2.5).
 */
export function galleryImages(rng: Rng, site: SiteProps, id: string, topic: GalleryTopic, slots: Slots): AnsElement[] {
  const house = site.galleryPhotographer && rng.chance(0.5) ? site.galleryPhotographer : undefined;
  const other = rng.pick(PHOTO_CREDITS);
  return rng.sample(topic.captions, rng.int(8, 15)).map((caption, i) => {
    const text = fill(caption, slots);
    return picture({
      id: pictureId(id, i + 1),
      alt: text.replace(/\.$/, ''),
      caption: text,
      subtitle: rng.pick(GALLERY_SUBTITLES),
      by: house ?? other,
      affiliation: house ?? site.name,
    });
  });
}

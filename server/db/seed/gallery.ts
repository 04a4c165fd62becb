import type { AnsElement } from '../../../contracts/ans';
import type { SiteProps } from '../../../contracts/site-schema';
import { GALLERY_SUBTITLES, GALLERY_TOPICS, type GalleryTopic } from './banks';
import { PHOTO_CREDITS } from './banks/common';
import { BRAND_GALLERY_TOPICS } from './brands';
import { picture } from './elements';
import { pictureId } from './ids';
import { Rng } from './prng';
import { fill, type Slots } from './text';

/**
 * A brand's own gallery topics, else Semana's news ones (El País files those under its own news sections). A brand's
 * topic is drawn from a stream of its own: the story streams of two neighbouring ids can start alike, and two
 * galleries of one section then read the same headline.
 */
export function pickGalleryTopic(rng: Rng, site: string, id: string): GalleryTopic {
  const own = BRAND_GALLERY_TOPICS.get(site);
  return own ? new Rng(`gallery-topic:${id}`).pick(own) : rng.pick(GALLERY_TOPICS);
}

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

import type { AnsElement, AnsImage, StoryDocument } from '../../contracts/ans';
import { ansImage, credited } from '../../contracts/ans';
import { photoCredit } from '../article-body/figure';
import { altFromCaption, type GallerySlide } from './slide-image';

/**
 * Spec 1, 2.5: 'Foto:' and the credits joined with commas, the affiliation left out when it is the
 * house photographer's name (site property `galleryPhotographer`).
 */
export function galleryCredit(credits: AnsImage['credits'], photographer: string | undefined): string | undefined {
  const affiliation = credited(credits?.affiliation).filter((a) => !photographer || a.name.trim() !== photographer);
  return photoCredit({ by: credits?.by, affiliation });
}

const nonEmpty = (s: string | undefined) => (s?.trim() ? s.trim() : undefined);

function projectSlide(image: AnsImage, photographer: string | undefined): GallerySlide {
  const ours = image._id && image.url.startsWith(`/images/${image._id}/`);
  const caption = nonEmpty(image.caption);
  const alt = nonEmpty(image.alt_text);
  const optional: GallerySlide = {
    ...(ours ? { id: image._id } : { url: image.url }),
    alt: alt === altFromCaption(caption) ? undefined : alt,
    caption,
    subtitle: nonEmpty(image.subtitle),
    credit: galleryCredit(image.credits, photographer),
  };
  // Absent rather than undefined: every byte counts against the island's props budget.
  return Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined));
}

/** The gallery's pictures: its body's image elements, in order. */
export function projectSlides(story: Pick<StoryDocument, 'content_elements'>, photographer?: string): GallerySlide[] {
  return story.content_elements.flatMap((el: AnsElement) => {
    if (el.type !== 'image') return [];
    const parsed = ansImage.safeParse(el);
    return parsed.success ? [projectSlide(parsed.data, photographer)] : [];
  });
}

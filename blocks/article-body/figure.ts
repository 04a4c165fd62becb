import { credited, type AnsImage } from '../../contracts/ans';
import type { ImageData } from '../../ui/Image';

/** An image as a figure shows it: the picture, its caption and the 'Foto:' credit line. */
export interface FigureData {
  image: ImageData;
  caption?: string;
  credit?: string;
}

/** Spec 1, 9: 'Foto:' then the photographers (and agencies) joined with commas. */
export function photoCredit(credits: AnsImage['credits']): string | undefined {
  const names = [...credited(credits?.by), ...credited(credits?.affiliation)].map((c) => c.name.trim()).filter(Boolean);
  const unique = [...new Set(names)];
  return unique.length ? `Foto: ${unique.join(', ')}` : undefined;
}

/** Projects an ANS image to what a figure renders (never the whole image document). */
export function projectFigure(image: AnsImage): FigureData {
  const caption = image.caption?.trim();
  const credit = photoCredit(image.credits);
  const link = image.additional_properties?.link;
  return {
    image: {
      url: image.url,
      ...(typeof link === 'string' && link ? { additional_properties: { link } } : {}),
      ...(image.alt_text ? { alt_text: image.alt_text } : {}),
      ...(image.images_data ? { images_data: image.images_data } : {}),
    },
    ...(caption ? { caption } : {}),
    ...(credit ? { credit } : {}),
  };
}

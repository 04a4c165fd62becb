import type { AnsElement, AnsImage } from '../../../contracts/ans';
import { imageUrl, imagesData } from '../../../contracts/image-sizes';

/** ANS body elements as spec 1, 2.4 renders them. Ids are `{story}-E{n}`, unique within the corpus. */
export class ElementIds {
  private n = 0;
  constructor(private readonly storyId: string) {}
  next(): string {
    this.n += 1;
    return `${this.storyId}-E${this.n}`;
  }
}

export const textElement = (_id: string, content: string): AnsElement => ({ _id, type: 'text', content });

export const headerElement = (_id: string, level: 2 | 3, content: string): AnsElement => ({
  _id,
  type: 'header',
  level,
  content,
});

export const quoteElement = (_id: string, content: string, citation: string): AnsElement => ({
  _id,
  type: 'quote',
  content_elements: [{ type: 'text', content }],
  citation: { content: citation },
});

export const listElement = (_id: string, ordered: boolean, items: readonly string[]): AnsElement => ({
  _id,
  type: 'list',
  list_type: ordered ? 'ordered' : 'unordered',
  items: items.map((content, i) => ({ _id: `${_id}-${i + 1}`, type: 'text', content })),
});

export const dividerElement = (_id: string): AnsElement => ({ _id, type: 'divider' });

export const tableElement = (_id: string, header: readonly string[], rows: readonly (readonly string[])[]) => ({
  _id,
  type: 'table',
  header: header.map((content) => ({ type: 'text', content })),
  rows: rows.map((row) => row.map((content) => ({ type: 'text', content }))),
});

export interface PictureInput {
  id: string;
  alt: string;
  caption: string;
  /** Photographer or agency (the page prefixes 'Foto:'). */
  by: string;
  affiliation?: string;
  subtitle?: string;
}

/** An ANS image whose url and `images_data` point at the resizer, 16:9 at 1600x900 like the originals. */
export function picture({ id, alt, caption, by, affiliation, subtitle }: PictureInput): AnsImage & AnsElement {
  return {
    _id: id,
    type: 'image',
    url: imageUrl(id, '1280x720'),
    alt_text: alt,
    caption,
    ...(subtitle ? { subtitle } : {}),
    width: 1600,
    height: 900,
    credits: { by: [{ name: by }], ...(affiliation ? { affiliation: [{ name: affiliation }] } : {}) },
    images_data: imagesData(id),
  };
}

import { z } from 'zod';
import { toSlug } from './slug';

/**
 * The ANS (Arc Native Specification) fields the site relies on. Unknown fields are kept (looseObject),
 * so documents round-trip unchanged through import and storage.
 */
const imageData = z.object({ url: z.string(), size: z.string() });

/**
 * An ANS reference (utils/reference.json): something named by id and not denormalised into the document, such as an
 * author the source did not resolve. It names nobody (`name` never set): `credited` leaves it out of bylines.
 */
export const ansReference = z.looseObject({
  type: z.literal('reference'),
  referent: z.looseObject({ id: z.string().optional(), type: z.string().optional() }),
  name: z.undefined().optional(),
});

export const ansImage = z.looseObject({
  _id: z.string().optional(),
  type: z.literal('image').optional(),
  url: z.string(),
  alt_text: z.string().optional(),
  caption: z.string().optional(),
  subtitle: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  credits: z
    .looseObject({
      by: z.array(z.union([z.looseObject({ name: z.string() }), ansReference])).optional(),
      affiliation: z.array(z.union([z.looseObject({ name: z.string() }), ansReference])).optional(),
    })
    .optional(),
  images_data: z.object({ intrinsic: z.array(imageData), fill: z.array(imageData) }).optional(),
  // An editor's link for the picture; anything but a string is ignored, never a refused document.
  additional_properties: z.looseObject({ link: z.unknown().optional() }).optional(),
});

/** A promo item that is no image: another content, a reference, raw_html or a custom embed (it has no `url`). */
const ansOtherPromo = z.looseObject({ type: z.string(), url: z.undefined().optional() });

/** One stream of an ANS video (utils/video_stream.json). */
export const ansVideoStream = z.looseObject({
  url: z.string().optional(),
  stream_type: z.string().optional(),
  height: z.number().optional(),
  width: z.number().optional(),
  bitrate: z.number().optional(),
  filesize: z.number().optional(),
  provider: z.string().optional(),
});
export type AnsVideoStream = z.output<typeof ansVideoStream>;

export const ansElement = z.looseObject({
  _id: z.string().optional(),
  type: z.string(),
});

const section = z.looseObject({ _id: z.string(), path: z.string().optional(), name: z.string().optional() });

export const ansAuthor = z.looseObject({
  _id: z.string().optional(),
  name: z.string(),
  description: z.string().optional(),
  // ANS: an image (its url optional) and social links whose fields are all optional.
  image: z.looseObject({ url: z.string().optional() }).optional(),
  social_links: z.array(z.looseObject({ site: z.string().optional(), url: z.string().optional() })).optional(),
});

/** A credit: an author, or a reference to one the source did not resolve (ANS allows both). */
export const ansCredit = z.union([ansAuthor, ansReference]);
export type AnsCredit = z.output<typeof ansCredit>;
export type AnsAuthor = z.output<typeof ansAuthor>;

/** The credits that name someone, in their order: references not denormalised into the document name nobody yet. */
export function credited<T extends { name?: string }>(credits: readonly T[] | undefined): (T & { name: string })[] {
  return (credits ?? []).filter((c): c is T & { name: string } => typeof c.name === 'string');
}

/**
 * A page of this site: '/' then a character other than a slash or a backslash (browsers read both as the start of
 * another host), with no backslash or control character anywhere. Old addresses redirect to it, so anything else would be
 * an open redirect.
 */
export const sitePath = z
  .string()
  .max(2000)
  .regex(
    /^\/[^/\\\u0000-\u001f\u007f-\u009f][^\\\u0000-\u001f\u007f-\u009f]*$/,
    "must be a site-relative path: '/' then a character other than '/', without backslashes or control characters",
  );

export const ansTag = z.looseObject({ text: z.string(), slug: z.string().optional() });

export const storyDocument = z.looseObject({
  _id: z.string().min(1),
  type: z.enum(['story', 'gallery', 'video']),
  subtype: z.string().optional(),
  canonical_url: sitePath,
  canonical_website: z.string().min(1),
  headlines: z.looseObject({ basic: z.string().min(1) }),
  subheadlines: z.looseObject({ basic: z.string() }).optional(),
  description: z.looseObject({ basic: z.string() }).optional(),
  display_date: z.iso.datetime({ offset: true }),
  publish_date: z.iso.datetime({ offset: true }),
  last_updated_date: z.iso.datetime({ offset: true }).optional(),
  created_date: z.iso.datetime({ offset: true }).optional(),
  copyright: z.string().optional(),
  credits: z
    .looseObject({
      by: z.array(ansCredit).optional(),
      affiliation: z.array(z.union([z.looseObject({ name: z.string() }), ansReference])).optional(),
    })
    .optional(),
  // ANS 0.10 trait_content_restrictions: every field optional; an active embargo keeps the document off every public
  // channel until end_time (or until lifted when it has none). The schema forbids other keys in `embargo`.
  content_restrictions: z
    .looseObject({
      content_code: z.string().optional(),
      embargo: z
        .strictObject({
          active: z.boolean(),
          // Any RFC 3339 form the official schema passes (a space for the 'T', lower-case 'z'), read with Date.parse.
          end_time: z
            .string()
            .refine((v) => !Number.isNaN(Date.parse(v)), 'must be an RFC 3339 date-time')
            .optional(),
          description: z.string().optional(),
        })
        .optional(),
    })
    .optional(),
  // ANS allows any content (an image, a video, a story), a reference, raw_html or custom_embed as a promo item:
  // `promoImage` reads the picture it shows.
  promo_items: z
    .looseObject({
      basic: z.union([ansImage, ansOtherPromo]).optional(),
    })
    .optional(),
  taxonomy: z.looseObject({
    primary_section: section,
    sections: z.array(section),
    // ANS 0.10 tags need only `text`; a tag without `slug` takes the one slug rule's (tagSlug).
    tags: z.array(ansTag).optional(),
  }),
  content_elements: z.array(ansElement).default([]),
  owner: z.looseObject({ sponsored: z.boolean().optional() }).optional(),
  // Our seeded videos' YouTube id and ISO 8601 duration: not ANS (an ANS video document has the fields below).
  video: z.looseObject({ youtubeId: z.string().optional(), duration: z.string().optional() }).optional(),
  // ANS video documents (video.json): runtime in milliseconds, the streams to play, subtitles, a transcript.
  duration: z.number().optional(),
  streams: z.array(ansVideoStream).optional(),
  subtitles: z.looseObject({ urls: z.array(z.unknown()).optional() }).optional(),
  transcript: z.string().optional(),
  promo_image: ansImage.partial({ url: true }).optional(),
  youtube_content_id: z.string().optional(),
  embed_html: z.string().optional(),
});

export type StoryDocument = z.output<typeof storyDocument>;
export type AnsImage = z.output<typeof ansImage>;
export type AnsElement = z.output<typeof ansElement>;
export type AnsPromoItem = NonNullable<NonNullable<StoryDocument['promo_items']>['basic']>;

const isImage = (item: unknown): item is AnsImage =>
  !!item && typeof item === 'object' && typeof (item as { url?: unknown }).url === 'string';

/**
 * The picture a document's promo item shows: the item itself when it is an image, else the promo image of the video,
 * or the lead image of the story or gallery, it is. Undefined for anything else (a reference, raw_html).
 */
export function promoImage(doc: { promo_items?: { basic?: AnsPromoItem } }): AnsImage | undefined {
  const basic = doc.promo_items?.basic;
  if (!basic || isImage(basic)) return basic;
  const inner = [basic.promo_image, (basic.promo_items as { basic?: unknown } | undefined)?.basic];
  for (const candidate of inner) {
    const image = isImage(candidate) ? ansImage.safeParse(candidate) : undefined;
    if (image?.success) return image.data;
  }
  return undefined;
}

/** The list shape every list source answers with. */
export interface ContentList<T = Partial<StoryDocument>> {
  content_elements: T[];
  count: number;
  next?: number;
  previous?: number;
}

/** A section path without its trailing slashes. */
export const trimSection = (s: string) => s.replace(/\/+$/, '');
// "Section X" is an exact entry of taxonomy.sections (checklist S1-025, reading a): '/live/colombia' is not /live.
export const hasSection = (sections: string[], s: string) => sections.some((x) => trimSection(x) === s);

/** The section ids of a story, as the template chooser and the variation blocks of the default template read them. */
export const sectionIds = (story: { taxonomy: { sections: { _id: string }[] } }) =>
  story.taxonomy.sections.map((s) => s._id);

/** A tag's slug: its own when the document gives one, otherwise the slug of its text (contracts/slug.ts). */
export function tagSlug(tag: { text: string; slug?: string }): string {
  return tag.slug ?? toSlug(tag.text);
}

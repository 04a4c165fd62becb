import { z } from 'zod';
import { ansImage, type AnsElement } from '../../../contracts/ans';
import { AD_DISPLAYS, AD_SIZES } from '../../../ui/ads/sizes';
import { youtubeId } from '../../../ui/format/youtube-id';
import { imageUrl } from '../../../contracts/image-sizes';
import { httpUrl } from '../../../contracts/hosts/embeds';
import { projectOembed, projectRawHtml } from '../embeds/project-embed';
import { projectFigure } from '../figure';
import { streamVideo } from '../../../ui/video/stream-video';
import type { BodyElement } from './types';

/** Body elements beyond plain text: media, embeds, links, ads and widgets (spec 1, 2.4). */
const link = z.looseObject({ url: z.string().min(1), content: z.string().optional() });
const thumb = z.union([z.string().min(1), z.looseObject({ url: z.string().min(1) })]);

const schemas = {
  time: z.looseObject({ content: z.string().min(1), datetime: z.string().optional() }),
  gallery: z.looseObject({
    headlines: z.looseObject({ basic: z.string() }).optional(),
    content_elements: z.array(z.unknown()),
  }),
  raw_html: z.looseObject({ content: z.string().min(1) }),
  oembed_response: z.looseObject({
    subtype: z.string().optional(),
    raw_oembed: z.looseObject({
      html: z.string().default(''),
      type: z.string().optional(),
      url: z.string().optional(),
    }),
  }),
  link_list: z.looseObject({ title: z.string().optional(), items: z.array(z.unknown()) }),
  interstitial_link: link.extend({
    thumbImage: thumb.optional(),
    image: z.looseObject({ _id: z.string().optional(), url: z.string().optional() }).optional(),
  }),
  ad: z.looseObject({
    slot: z.string().min(1),
    size: z.enum(AD_SIZES).catch('GP2'),
    display: z.enum(AD_DISPLAYS).catch('all'),
  }),
  video: z.looseObject({
    youtubeId: z.string().optional(),
    embed_html: z.string().optional(),
    url: z.string().optional(),
    headlines: z.looseObject({ basic: z.string() }).optional(),
    video: z.looseObject({ youtubeId: z.string().optional() }).optional(),
  }),
};

type Projector = (el: AnsElement, id: string) => BodyElement | null;

const parse = <S extends z.ZodType>(schema: S, el: unknown): z.output<S> | null => {
  const p = schema.safeParse(el);
  return p.success ? p.data : null;
};

function thumbnail(el: z.output<typeof schemas.interstitial_link>) {
  const raw = el.thumbImage ?? el.image?.url ?? (el.image?._id ? imageUrl(el.image._id, '400x225') : undefined);
  const url = typeof raw === 'string' ? raw : raw?.url;
  return url ? { url } : undefined;
}

const projectors: Record<string, Projector> = {
  time: (el, id) => {
    const p = parse(schemas.time, el);
    return p ? { type: 'time', id, text: p.content, ...(p.datetime ? { datetime: p.datetime } : {}) } : null;
  },
  gallery: (el, id) => {
    const p = parse(schemas.gallery, el);
    const images = (p?.content_elements ?? []).flatMap((item) => {
      const image = parse(ansImage, item);
      return image ? [projectFigure(image)] : [];
    });
    return images.length
      ? { type: 'gallery', id, images, ...(p?.headlines ? { title: p.headlines.basic } : {}) }
      : null;
  },
  raw_html: (el, id) => {
    const p = parse(schemas.raw_html, el);
    return p ? projectRawHtml(id, p.content) : null;
  },
  oembed_response: (el, id) => {
    const p = parse(schemas.oembed_response, el);
    if (!p) return null;
    const subtype = p.subtype ?? p.raw_oembed.type ?? 'other';
    return projectOembed(id, subtype, p.raw_oembed.html, p.raw_oembed.url);
  },
  link_list: (el, id) => {
    const p = parse(schemas.link_list, el);
    const links = (p?.items ?? []).flatMap((item) => {
      const l = parse(link, item);
      return l?.content?.trim() ? [{ url: l.url, text: l.content.trim() }] : [];
    });
    return links.length ? { type: 'link_list', id, links, ...(p?.title ? { title: p.title } : {}) } : null;
  },
  interstitial_link: (el, id) => {
    const p = parse(schemas.interstitial_link, el);
    const url = p ? httpUrl(p.url) : null;
    if (!p || !url || !p.content?.trim()) return null;
    const thumb = thumbnail(p);
    return { type: 'interstitial_link', id, url, text: p.content.trim(), ...(thumb ? { thumb } : {}) };
  },
  ad: (el, id) => {
    const p = parse(schemas.ad, el);
    return p ? { type: 'ad', id, slot: p.slot, size: p.size, display: p.display } : null;
  },
  video: (el, id) => {
    const p = parse(schemas.video, el);
    if (!p) return null;
    const candidates = [p.youtubeId, p.video?.youtubeId, p.embed_html, p.url];
    const direct = p.youtubeId ?? p.video?.youtubeId;
    const found =
      direct && /^[\w-]{11}$/.test(direct) ? direct : candidates.map((c) => youtubeId(c ?? '')).find(Boolean);
    const title = p.headlines?.basic;
    if (found) return { type: 'video', id, youtubeId: found, ...(title ? { title } : {}) };
    // An ANS video element (a whole video document) with streams: played by the browser.
    const stream = streamVideo(el, title?.trim() || 'Video');
    if (stream) return { type: 'stream', id, video: stream };
    return { type: 'player', id, player: 'video', videoId: typeof el._id === 'string' ? el._id : id };
  },
  recommendations: (_el, id) => ({ type: 'recommendations', id }),
};

/** Null for an unknown type or a malformed element: left out, never a crash. */
export function projectRichElement(el: AnsElement, id: string): BodyElement | null {
  const project = projectors[el.type];
  return project ? project(el, id) : null;
}

import sanitizeHtml from 'sanitize-html';
import { EMBED_FRAME_HOSTS } from '../../contracts/hosts/embeds';

const hostnames = EMBED_FRAME_HOSTS.map((origin) => new URL(origin).hostname);

// Editors' iframes run sandboxed and load lazily, whatever attributes they came with.
const sandboxFrame: sanitizeHtml.Transformer = (tagName, attribs) => ({
  tagName,
  attribs: {
    ...attribs,
    sandbox: 'allow-scripts allow-same-origin allow-popups allow-presentation',
    loading: 'lazy',
    referrerpolicy: 'strict-origin-when-cross-origin',
  },
});

const common: sanitizeHtml.IOptions = {
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

/** raw_html shown in the page: structure, links, pictures and allowed frames; no scripts or styles. */
export function sanitizeRawHtml(html: string): string {
  return sanitizeHtml(html, {
    ...common,
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'figure', 'figcaption', 'iframe'],
    allowedAttributes: {
      '*': ['class', 'title', 'lang', 'dir'],
      a: ['href', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'sandbox', 'loading', 'referrerpolicy'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
    },
    allowedSchemesByTag: { img: ['https'], iframe: ['https'] },
    allowedIframeHostnames: hostnames,
    transformTags: { ...common.transformTags, iframe: sandboxFrame },
  });
}

/**
 * oembed HTML (tweets, Instagram posts): text and links with the attributes the providers'
 * scripts read; no scripts, frames or pictures, so nothing is fetched before the embed loads.
 */
export function sanitizeOembedHtml(html: string): string {
  return sanitizeHtml(html, {
    ...common,
    allowedTags: sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'img'),
    allowedAttributes: {
      '*': ['class', 'lang', 'dir', 'cite', 'data-*'],
      a: ['href', 'target', 'rel'],
    },
  });
}

import { MORE_INFO } from '../../blocks/next-forums-carousel/next-forums';

/**
 * What a reader compares on a page (issue 14, "no headline repeated on one page"): the headlines of the stories it
 * links to, wherever they are (cards, slides, the rail's plain lists), and the page's own <h1>.
 */

/** A story's address: `/{section}/articulo|galeria|video/{slug}/{id}/`. */
const STORY_LINK = /\/(?:articulo|galeria|video)\/[^/?#]+\/[^/?#]+\/(?:[?#].*)?$/;

/** The words of a button that every card of a block repeats: not a headline. */
const LINK_LABELS = new Set([MORE_INFO]);

export const pageText = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** The markup a reader sees: no scripts (an island's props repeat its data) and no styles. */
const visible = (html: string) => html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '');

/**
 * The headlines a reader sees on a page, in order, repeats included: the <h1>, and for every link to a story the
 * text of its headline or title element, or the link's own text when it has none (a rail's list of links).
 */
export function storyHeadlines(html: string): string[] {
  const page = visible(html);
  const found: string[] = [];
  for (const [, inner] of page.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)) found.push(pageText(inner));
  for (const [, href, inner] of page.matchAll(/<a\b[^>]*?\shref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)) {
    if (!STORY_LINK.test(href)) continue;
    const titled = /<(\w+)\b[^>]*class="[^"]*(?:headline|__title)[^"]*"[^>]*>([\s\S]*?)<\/\1>/.exec(inner);
    found.push(pageText(titled ? titled[2] : inner));
  }
  return found.filter((headline) => headline && !LINK_LABELS.has(headline));
}

/** The headlines shown more than once on a page. */
export function repeatedHeadlines(html: string): string[] {
  const all = storyHeadlines(html);
  return [...new Set(all.filter((headline, i) => all.indexOf(headline) !== i))];
}

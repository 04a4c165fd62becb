import type { SiteProps } from '../../contracts/site-schema';
import type { SitemapStory } from './stories-query';
import { element, escapeXml } from './xml';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';
/** Google News: the publication's language as an ISO 639 code. */
export const NEWS_LANGUAGE = 'es';

const url = (origin: string, path: string) => `${origin}${path}`;

/** sitemap.xml: the home page and section landings, then the newest stories with their last change. */
export function sitemapXml(origin: string, pages: string[], stories: SitemapStory[]): string {
  const pageEntries = pages.map((path) => `<url>${element('loc', url(origin, path))}</url>`);
  const storyEntries = stories.map(
    (s) =>
      `<url>${element('loc', url(origin, s.url))}${element('lastmod', s.updated ?? s.published.toISOString())}</url>`,
  );
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NS}">\n${[...pageEntries, ...storyEntries].join('\n')}\n</urlset>\n`;
}

/** The Google News sitemap: the stories of the last 48 hours, each with the publication, date and title. */
export function newsSitemapXml(origin: string, site: SiteProps, stories: SitemapStory[]): string {
  const publication = `<news:publication>${element('news:name', site.name)}${element('news:language', NEWS_LANGUAGE)}</news:publication>`;
  const entries = stories.map(
    (s) =>
      `<url>${element('loc', url(origin, s.url))}<news:news>${publication}` +
      `${element('news:publication_date', s.published.toISOString())}${element('news:title', s.title)}</news:news></url>`,
  );
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NS}" xmlns:news="${escapeXml(NEWS_NS)}">\n${entries.join('\n')}\n</urlset>\n`;
}

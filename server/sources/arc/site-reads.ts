import type { StoryDocument } from '../../../contracts/ans';
import type { SitemapStory } from '../../seo/stories-query';
import type { WarnLog } from '../source-cache';
import type { ArcClient } from './client';
import type { ArcSettings } from './settings';
import { type ArcSite, usableDocument, usableDocuments } from './documents';
import { LISTED_TYPES, allOf, anyOf, range, readerWords } from './queries';
import type { MostReadItem } from '../../../contracts/sources/taboola-newsroom-api';
import { nodeName, navigationNode } from './answers';

/** A story as the editor's pickers list it (server/editor/options-routes.ts). */
export interface PickerStory {
  id: string;
  headline: string;
  url: string;
  publishDate: string;
}

/**
 * What a site's routes read besides the content sources, for a site Arc serves (issue 27): the sitemaps' stories,
 * a story by id (the premium body and gallery, the most-read box), and the editor's story and section pickers.
 */
export interface ArcSiteReads {
  latestStories(opts: { limit: number; since?: Date }): Promise<SitemapStory[]>;
  storyById(id: string): Promise<StoryDocument | null>;
  /** The document Arc has at a site address (the page handler's call and cache entry). */
  storyByPath(path: string): Promise<StoryDocument | null>;
  /** The newest stories (type story), as the most-read box lists them. */
  newestStories(size: number): Promise<MostReadItem[]>;
  searchStories(text: string): Promise<PickerStory[]>;
  sections(): Promise<{ id: string; name: string }[]>;
}

/** Arc's search gives at most 100 documents a call. */
export const SEARCH_PAGE = 100;
/** Sections read from the site service's list, a page at a time, at most this many pages. */
const SECTION_PAGE = 100;
const SECTION_PAGES = 10;
/** The news sitemap's window start is rounded down to this, so its Arc query (and cache entry) holds a while. */
const WINDOW_STEP_MS = 5 * 60_000;
const SITEMAP_TTL = 300;
const STORY_TTL = 60;
const PICKER_TTL = 30;
const MOST_READ_TTL = 300;
const PICKER_LIMIT = 20;

interface SearchAnswer {
  content_elements?: unknown[];
  count?: number;
}

export function arcSiteReads(
  site: string,
  deps: { client: ArcClient; settings: Pick<ArcSettings, 'websites' | 'imageOrigins' | 'ttlSeconds'>; log: WarnLog },
): ArcSiteReads {
  const { client, settings, log } = deps;
  const website = settings.websites[site];
  if (!website) throw new Error(`site ${site} is not served by Arc`);
  const at: ArcSite = { site, website, imageOrigins: settings.imageOrigins };
  const ttl = (own: number) => settings.ttlSeconds ?? own;

  const search = (q: string, size: number, from: number, ttlSeconds: number) =>
    client.get<SearchAnswer>(
      site,
      '/content/v4/search/published',
      { website, q, size, from, sort: 'publish_date:desc', _sourceExclude: 'content_elements' },
      ttl(ttlSeconds),
    );

  return {
    async latestStories({ limit, since }) {
      const start = since && new Date(Math.floor(since.getTime() / WINDOW_STEP_MS) * WINDOW_STEP_MS);
      const q = allOf(LISTED_TYPES, start ? range('publish_date', start, undefined) : undefined);
      const first = await search(q, Math.min(SEARCH_PAGE, limit), 0, SITEMAP_TTL);
      const total = Math.min(first?.count ?? 0, limit);
      const rest: number[] = [];
      for (let from = SEARCH_PAGE; from < total; from += SEARCH_PAGE) rest.push(from);
      const pages = [first, ...(await Promise.all(rest.map((from) => search(q, SEARCH_PAGE, from, SITEMAP_TTL))))];
      const docs = usableDocuments(
        pages.flatMap((p) => p?.content_elements ?? []),
        at,
        log,
      );
      return docs
        .map((doc) => ({
          url: doc.canonical_url,
          title: doc.headlines.basic,
          published: new Date(doc.publish_date),
          updated: doc.last_updated_date,
        }))
        .filter((s) => !since || s.published >= since)
        .slice(0, limit);
    },

    async storyById(id) {
      // The same call, and cache entry, as the `gallery-by-id` source's.
      const raw = await client.get<unknown>(site, '/content/v4/', { website, _id: id }, ttl(STORY_TTL));
      return raw ? usableDocument(raw, at, log) : null;
    },

    async storyByPath(path) {
      const raw = await client.get<unknown>(site, '/content/v4/', { website, website_url: path }, ttl(STORY_TTL));
      return raw ? usableDocument(raw, at, log) : null;
    },

    async newestStories(size) {
      const answer = await search(anyOf('type', ['story']), size, 0, MOST_READ_TTL);
      return usableDocuments(answer?.content_elements ?? [], at, log).map((doc) => ({
        id: doc._id,
        url: doc.canonical_url,
        title: doc.headlines.basic ?? '',
      }));
    },

    async searchStories(text) {
      const answer = await search(allOf(LISTED_TYPES, ...readerWords(text)), PICKER_LIMIT, 0, PICKER_TTL);
      return usableDocuments(answer?.content_elements ?? [], at, log).map((doc) => ({
        id: doc._id,
        headline: doc.headlines.basic ?? '',
        url: doc.canonical_url,
        publishDate: new Date(doc.publish_date).toISOString(),
      }));
    },

    async sections() {
      const path = `/site/v3/website/${encodeURIComponent(website)}/section`;
      const found = new Map<string, string>();
      for (let page = 0; page < SECTION_PAGES; page++) {
        const raw = await client.get<unknown>(
          site,
          path,
          { offset: page * SECTION_PAGE, size: SECTION_PAGE },
          ttl(PICKER_TTL),
        );
        const list = sectionList(raw);
        for (const entry of list) {
          const node = navigationNode.safeParse(entry);
          if (node.success && !node.data.inactive && !found.has(node.data._id))
            found.set(node.data._id, nodeName(node.data));
        }
        if (list.length < SECTION_PAGE) break;
      }
      return [...found].map(([id, name]) => ({ id, name })).sort((a, b) => a.id.localeCompare(b.id));
    },
  };
}

/** The site service's list answer: an array, or `q_results`. */
function sectionList(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  const results = raw && typeof raw === 'object' ? (raw as { q_results?: unknown }).q_results : undefined;
  return Array.isArray(results) ? results : [];
}

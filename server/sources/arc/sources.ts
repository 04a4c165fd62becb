import { z } from 'zod';
import type { ContentList } from '../../../contracts/ans';
import type { SourceResults } from '../../../contracts/sources';
import type { AuthorRecord } from '../../../contracts/sources/authors-api';
import type { NavigationNode } from '../../../contracts/sources/navigation-api';
import type { SectionNode } from '../../../contracts/sources/section-api';
import type { GalleryById } from '../../../contracts/sources/gallery-by-id';
import { publicGalleryElements } from '../../../contracts/gallery-lock';
import { imagesData } from '../../../contracts/image-sizes';
import { loadSite } from '../../sites';
import { arcImageUrl, arcImagesData } from '../../images/arc-images';
import { dayBounds } from '../day-bounds';
import { paging, project, toSectionPaths } from '../list-helpers';
import { sourceDefinitions } from '../index';
import type { SourceContext, SourceDefinition } from '../define-source';
import type { WarnLog } from '../source-cache';
import type { ArcClient } from './client';
import type { ArcSettings } from './settings';
import { type ArcSite, usableDocument, usableDocuments } from './documents';
import { LISTED_TYPES, allOf, anyOf, range, readerWords } from './queries';
import { navigationAnswer, sectionAnswer, authorAnswer, parsed, oneSection, nodeName } from './answers';
import type { ArcSiteReads } from './site-reads';
import { arcMostRead } from './most-read';

/** The sources Arc answers (most read from our page views of Arc's stories); videos, static pages, catalogue: local. */
export const ARC_SOURCES = [
  'content-apir',
  'content-apir-v2',
  'content-apir-semanaTV-v2',
  'content-apir-date',
  'content-apir-search-query',
  'content-apir-tag',
  'content-apir-author',
  'content-api-collections',
  'content-api-search-author',
  'gallery-by-id',
  'authors-api',
  'navigation-api',
  'section-api',
  'taboola-newsroom-api',
] as const;
export type ArcSourceName = (typeof ARC_SOURCES)[number];

export type ArcSourceDefinitions = {
  [K in ArcSourceName]: SourceDefinition<(typeof sourceDefinitions)[K]['params'], SourceResults[K]>;
};

/** Arc's search answer (an ANS `results`): a page of documents and the total that match. */
interface SearchAnswer {
  content_elements?: unknown[];
  count?: number;
}

/** Arc's collections answer: the collection with one page of its items expanded. */
interface CollectionAnswer {
  content_elements?: unknown[];
}

/** Arc caps a collection page at 20 items; a longer page is read in pages of 20, side by side. */
export const COLLECTION_PAGE = 20;

const asksForBody = (include: string | undefined) =>
  include?.split(',').some((f) => f.trim().split('.')[0] === 'content_elements') ?? false;

/**
 * The content sources as Arc answers them (issue 27, item 4): each keeps its name, query schema and result contract,
 * so no block changes. Lists and searches go to the Content API's search, collections to its collections, a gallery
 * to the document by id, navigation and sections to the site service, authors to the author service.
 */
export function arcSourceDefinitions(deps: {
  client: ArcClient;
  settings: Pick<ArcSettings, 'websites' | 'imageOrigins' | 'ttlSeconds'>;
  log: WarnLog;
  reads: (site: string) => ArcSiteReads | undefined;
}): ArcSourceDefinitions {
  const { client, settings, log } = deps;
  const where = (site: string): ArcSite => {
    const website = settings.websites[site];
    if (!website) throw new Error(`site ${site} is not served by Arc`);
    return { site, website, imageOrigins: settings.imageOrigins };
  };
  const ttlOf = (name: ArcSourceName) => settings.ttlSeconds ?? sourceDefinitions[name].ttl;

  /** One page of a search, newest first, shaped as every list source answers. */
  async function search(
    name: ArcSourceName,
    ctx: SourceContext,
    q: string,
    page: { size: number; offset: number; include?: string },
  ): Promise<ContentList> {
    const at = where(ctx.site);
    const answer = await client.get<SearchAnswer>(
      ctx.site,
      '/content/v4/search/published',
      {
        website: at.website,
        q,
        size: page.size,
        from: page.offset,
        sort: 'publish_date:desc',
        // A list shows cards: the bodies stay in Arc unless the block asks for them.
        _sourceExclude: asksForBody(page.include) ? undefined : 'content_elements',
      },
      ttlOf(name),
    );
    const docs = usableDocuments(answer?.content_elements ?? [], at, log);
    const count = answer?.count ?? docs.length;
    return {
      content_elements: docs.map((doc) => project(doc, page.include)),
      count,
      ...paging(page.offset, page.size, count),
    };
  }

  const sections = (includeSections: string) => anyOf('taxonomy.sections._id', toSectionPaths(includeSections));
  const page = (p: { feedSize: number; feedOffset: number; sourceInclude?: string }) => ({
    size: p.feedSize,
    offset: p.feedOffset,
    include: p.sourceInclude,
  });

  /** Shares a local source's name, query schema and TTL (ARC_TTL_SECONDS overrides the TTL); Arc answers. */
  function define<K extends ArcSourceName>(
    name: K,
    fetch: (params: z.output<(typeof sourceDefinitions)[K]['params']>, ctx: SourceContext) => Promise<SourceResults[K]>,
  ): ArcSourceDefinitions[K] {
    const local = sourceDefinitions[name];
    return { name, params: local.params, ttl: ttlOf(name), fetch } as ArcSourceDefinitions[K];
  }

  return {
    'content-apir': define('content-apir', (p, ctx) => {
      const zone = loadSite(ctx.site).timezone;
      const year =
        p.year === undefined
          ? undefined
          : range(
              'publish_date',
              dayBounds(`${p.year}-01-01`, zone).start,
              dayBounds(`${p.year + 1}-01-01`, zone).start,
            );
      return search('content-apir', ctx, allOf(LISTED_TYPES, sections(p.includeSections), year), page(p));
    }),
    'content-apir-v2': define('content-apir-v2', (p, ctx) => {
      const subtypes =
        p.includeSubtypes
          ?.split(',')
          .map((s) => s.trim())
          .filter(Boolean) ?? [];
      const q = allOf(LISTED_TYPES, sections(p.includeSections), subtypes.length ? anyOf('subtype', subtypes) : '');
      return search('content-apir-v2', ctx, q, page(p));
    }),
    'content-apir-semanaTV-v2': define('content-apir-semanaTV-v2', (p, ctx) =>
      search('content-apir-semanaTV-v2', ctx, allOf(LISTED_TYPES, sections(p.includeSections)), page(p)),
    ),
    'content-apir-date': define('content-apir-date', (p, ctx) => {
      const { start, end } = dayBounds(p.date, loadSite(ctx.site).timezone);
      return search('content-apir-date', ctx, allOf(LISTED_TYPES, range('publish_date', start, end)), page(p));
    }),
    'content-apir-search-query': define('content-apir-search-query', async (p, ctx) => {
      const words = readerWords(p.queryString);
      if (!words.length) return { content_elements: [], count: 0 };
      return search('content-apir-search-query', ctx, allOf(LISTED_TYPES, ...words), page(p));
    }),
    'content-apir-tag': define('content-apir-tag', (p, ctx) =>
      search('content-apir-tag', ctx, allOf(LISTED_TYPES, anyOf('taxonomy.tags.slug', [p.tagSlug])), page(p)),
    ),
    'content-apir-author': define('content-apir-author', (p, ctx) =>
      search('content-apir-author', ctx, allOf(LISTED_TYPES, anyOf('credits.by.slug', [p.authorSlug])), page(p)),
    ),
    'content-api-search-author': define('content-api-search-author', (p, ctx) =>
      search(
        'content-api-search-author',
        ctx,
        allOf(LISTED_TYPES, anyOf('credits.by._id', [p.includeId]), anyOf('taxonomy.sections._id', ['/opinion'])),
        page(p),
      ),
    ),

    'content-api-collections': define('content-api-collections', async (p, ctx) => {
      const at = where(ctx.site);
      const read = (from: number) =>
        client.get<CollectionAnswer>(
          ctx.site,
          '/content/v4/collections',
          { website: at.website, _id: p.queryString, from, size: Math.min(COLLECTION_PAGE, p.from + p.size - from) },
          ttlOf('content-api-collections'),
        );
      const first = await read(p.from);
      if (!first) return { content_elements: [], count: 0 };
      // Pages past the first only when it came full: most collections are shorter than a page.
      const rest: number[] = [];
      if ((first.content_elements ?? []).length === Math.min(COLLECTION_PAGE, p.size))
        for (let from = p.from + COLLECTION_PAGE; from < p.from + p.size; from += COLLECTION_PAGE) rest.push(from);
      const pages = [first, ...(await Promise.all(rest.map(read)))];
      const raws = pages.flatMap((answer) => answer?.content_elements ?? []);
      const docs = usableDocuments(raws, at, log);
      // Arc gives no total for a collection: a full page may have more after it (the next page then says).
      const count = p.from + raws.length + (raws.length === p.size ? 1 : 0);
      return {
        content_elements: docs.map((doc) => project(doc, p.sourceInclude)),
        count,
        ...paging(p.from, p.size, count),
      };
    }),

    'gallery-by-id': define('gallery-by-id', async (p, ctx): Promise<GalleryById | null> => {
      const at = where(ctx.site);
      const raw = await client.get<unknown>(
        ctx.site,
        '/content/v4/',
        { website: at.website, _id: p.queryString },
        ttlOf('gallery-by-id'),
      );
      const doc = raw ? usableDocument(raw, at, log) : null;
      if (!doc || doc.type !== 'gallery') return null;
      return {
        _id: doc._id,
        headlines: doc.headlines,
        content_elements: publicGalleryElements(doc),
        canonical_url: doc.canonical_url,
      };
    }),

    'authors-api': define('authors-api', async (p, ctx): Promise<AuthorRecord | null> => {
      // `idAutor` is an id or a slug, as locally: the id first. An answer is taken only for the author asked for (a
      // filter the service ignored would answer its first authors).
      const lookup = async (by: '_id' | 'slug') => {
        const raw = await client.get(ctx.site, '/author/v2/author-service', { [by]: p.idAutor }, ttlOf('authors-api'));
        const authors = raw ? parsed(authorAnswer, raw, 'author service').authors : [];
        return authors.find((a) => a[by] === p.idAutor);
      };
      const author = (await lookup('_id')) ?? (await lookup('slug'));
      if (!author) return null;
      const slug = author.slug ?? author._id;
      const byline = author.byline ?? ([author.firstName, author.lastName].filter(Boolean).join(' ') || slug);
      const original = author.image && settings.imageOrigins.some((o) => author.image!.startsWith(`${o}/`));
      return {
        _id: author._id,
        byline,
        bio: author.bio,
        bio_page: author.bio_page ?? `/autor/${slug}/`,
        image: !author.image
          ? null
          : original
            ? { url: arcImageUrl(author.image, '200x200'), images_data: arcImagesData(author.image) }
            : { url: author.image, images_data: imagesData(`author-${slug}`) },
      };
    }),

    'navigation-api': define('navigation-api', async (p, ctx): Promise<NavigationNode> => {
      const at = where(ctx.site);
      const raw = await client.get(
        ctx.site,
        `/site/v3/navigation/${encodeURIComponent(at.website)}/`,
        { hierarchy: p.queryString },
        ttlOf('navigation-api'),
      );
      const fallback = p.queryString === 'navSemanaTVCategorias' ? 'Categorías' : 'Programas';
      if (!raw) return { _id: `/${ctx.site}-tv`, name: fallback, children: [] };
      const nav = parsed(navigationAnswer, raw, 'navigation');
      return {
        _id: nav._id,
        name: nav.navigation?.nav_title ?? nav.name ?? fallback,
        children: nav.children
          .filter((c) => !c.inactive)
          .map((c) => ({ _id: c.node_type === 'link' && c.url ? c.url : c._id, name: nodeName(c) })),
      };
    }),

    'taboola-newsroom-api': define('taboola-newsroom-api', arcMostRead(deps.reads)),
    'section-api': define('section-api', async (p, ctx): Promise<SectionNode | null> => {
      const at = where(ctx.site);
      const id = `/${p.queryString.replace(/^\/+|\/+$/g, '')}`;
      const raw = await client.get(
        ctx.site,
        `/site/v3/website/${encodeURIComponent(at.website)}/section`,
        { _id: id },
        ttlOf('section-api'),
      );
      const found = oneSection(raw, id);
      if (!found) return null;
      const section = parsed(sectionAnswer, found, 'section');
      if (section.inactive) return null;
      const name = section.navigation?.nav_title ?? section.name ?? id.slice(1);
      const brand = loadSite(ctx.site).name;
      return {
        _id: id,
        name,
        site: {
          site_title: section.site?.site_title || `${name} | ${brand}`,
          site_description:
            section.site?.site_description ||
            `Últimas noticias de ${name} en ${brand}: actualidad, análisis y contexto.`,
        },
      };
    }),
  };
}

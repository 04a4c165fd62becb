import type { z } from 'zod';
import type { ContentList } from '../ans';
import * as authorsApi from './authors-api';
import * as contentApiCollections from './content-api-collections';
import * as contentApiSearchAuthor from './content-api-search-author';
import * as contentApir from './content-apir';
import * as contentApirAuthor from './content-apir-author';
import * as contentApirDate from './content-apir-date';
import * as contentApirSearchQuery from './content-apir-search-query';
import * as contentApirSemanaTvV2 from './content-apir-semana-tv-v2';
import * as contentApirTag from './content-apir-tag';
import * as contentApirV2 from './content-apir-v2';
import * as galleryById from './gallery-by-id';
import * as navigationApi from './navigation-api';
import * as salesCatalogue from './sales-catalogue';
import * as sectionApi from './section-api';
import * as staticPage from './static-page';
import * as taboolaNewsroomApi from './taboola-newsroom-api';
import * as youtubeApiVideos from './youtube-api-videos';

/**
 * Every named content source's query schema, by the name the spec gives it. The fetches live in server/sources; blocks
 * and islands type their calls from here without importing server code.
 */
export const sourceParams = {
  'content-apir': contentApir.params,
  'content-apir-v2': contentApirV2.params,
  'content-apir-semanaTV-v2': contentApirSemanaTvV2.params,
  'content-apir-date': contentApirDate.params,
  'content-apir-search-query': contentApirSearchQuery.params,
  'content-apir-tag': contentApirTag.params,
  'content-apir-author': contentApirAuthor.params,
  'content-api-collections': contentApiCollections.params,
  'content-api-search-author': contentApiSearchAuthor.params,
  'gallery-by-id': galleryById.params,
  'authors-api': authorsApi.params,
  'navigation-api': navigationApi.params,
  'section-api': sectionApi.params,
  'taboola-newsroom-api': taboolaNewsroomApi.params,
  'youtube-api-videos': youtubeApiVideos.params,
  'sales-catalogue': salesCatalogue.params,
  'static-page': staticPage.params,
} as const;

export type SourceName = keyof typeof sourceParams;

/** What each source answers with; server/sources/index.ts checks every fetch against it. */
export interface SourceResults {
  'content-apir': ContentList;
  'content-apir-v2': ContentList;
  'content-apir-semanaTV-v2': ContentList;
  'content-apir-date': ContentList;
  'content-apir-search-query': ContentList;
  'content-apir-tag': ContentList;
  'content-apir-author': ContentList;
  'content-api-collections': ContentList;
  'content-api-search-author': ContentList;
  'gallery-by-id': galleryById.GalleryById | null;
  'authors-api': authorsApi.AuthorRecord | null;
  'navigation-api': navigationApi.NavigationNode;
  'section-api': sectionApi.SectionNode | null;
  'taboola-newsroom-api': taboolaNewsroomApi.MostReadItem[];
  'youtube-api-videos': { items: youtubeApiVideos.YoutubeVideo[] };
  'sales-catalogue': salesCatalogue.SalesCatalogue;
  'static-page': staticPage.StaticPage | null;
}

export function isSourceName(name: string): name is SourceName {
  return Object.hasOwn(sourceParams, name);
}

/** What a block's fetch calls: one function per named source, params typed from its zod schema. */
export type Sources = {
  [K in SourceName]: (params: z.input<(typeof sourceParams)[K]>) => Promise<SourceResults[K]>;
};

export type SourceResult<K extends SourceName> = SourceResults[K];

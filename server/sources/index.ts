import contentApir from './content-apir';
import contentApirV2 from './content-apir-v2';
import contentApirSemanaTvV2 from './content-apir-semana-tv-v2';
import contentApirDate from './content-apir-date';
import contentApirSearchQuery from './content-apir-search-query';
import contentApirTag from './content-apir-tag';
import contentApirAuthor from './content-apir-author';
import contentApiCollections from './content-api-collections';
import contentApiSearchAuthor from './content-api-search-author';
import galleryById from './gallery-by-id';
import authorsApi from './authors-api';
import navigationApi from './navigation-api';
import sectionApi from './section-api';
import taboolaNewsroomApi from './taboola-newsroom-api';
import youtubeApiVideos from './youtube-api-videos';
import salesCatalogue from './sales-catalogue';
import staticPage from './static-page';
import type { SourceDefinition } from './define-source';
import { type SourceName, type SourceResults, sourceParams } from '../../contracts/sources';

export { isSourceName, type SourceName } from '../../contracts/sources';

/** Every named content source, by the name the spec gives it. */
export const sourceDefinitions = {
  'content-apir': contentApir,
  'content-apir-v2': contentApirV2,
  'content-apir-semanaTV-v2': contentApirSemanaTvV2,
  'content-apir-date': contentApirDate,
  'content-apir-search-query': contentApirSearchQuery,
  'content-apir-tag': contentApirTag,
  'content-apir-author': contentApirAuthor,
  'content-api-collections': contentApiCollections,
  'content-api-search-author': contentApiSearchAuthor,
  'gallery-by-id': galleryById,
  'authors-api': authorsApi,
  'navigation-api': navigationApi,
  'section-api': sectionApi,
  'taboola-newsroom-api': taboolaNewsroomApi,
  'youtube-api-videos': youtubeApiVideos,
  'sales-catalogue': salesCatalogue,
  'static-page': staticPage,
} as const satisfies {
  // Each fetch answers with the result type its contract declares, for the query schema the contract holds.
  [K in SourceName]: SourceDefinition<(typeof sourceParams)[K], SourceResults[K]>;
};

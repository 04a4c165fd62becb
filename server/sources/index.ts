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
} as const;

export type SourceName = keyof typeof sourceDefinitions;

export function isSourceName(name: string): name is SourceName {
  return Object.hasOwn(sourceDefinitions, name);
}

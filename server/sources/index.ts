import contentApir from './content-apir';
import contentApiCollections from './content-api-collections';
import taboolaNewsroomApi from './taboola-newsroom-api';
import sectionApi from './section-api';

/** Every named content source, by the name the spec gives it. */
export const sourceDefinitions = {
  'content-apir': contentApir,
  'content-api-collections': contentApiCollections,
  'taboola-newsroom-api': taboolaNewsroomApi,
  'section-api': sectionApi,
} as const;

export type SourceName = keyof typeof sourceDefinitions;

export function isSourceName(name: string): name is SourceName {
  return Object.hasOwn(sourceDefinitions, name);
}

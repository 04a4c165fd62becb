import { z } from 'zod';
import { feedSize, feedOffset, sourceInclude } from './fields';
import { slugField } from '../slug';

/** The query `content-apir-tag` accepts (its fetch lives in server/sources/content-apir-tag.ts). */
export const params = z.object({ tagSlug: slugField, feedSize: feedSize.default(12), feedOffset, sourceInclude });

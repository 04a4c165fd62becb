import { z } from 'zod';
import { feedSize, feedOffset, sourceInclude } from './fields';
import { slugField } from '../slug';

/** The query `content-apir-author` accepts (its fetch lives in server/sources/content-apir-author.ts). */
export const params = z.object({ authorSlug: slugField, feedSize: feedSize.default(12), feedOffset, sourceInclude });

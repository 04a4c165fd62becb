import { z } from 'zod';

/** Bounded, not enumerated (content-platform issue): 1 to 50 items, offsets 0 to 10,000. */
export const feedSize = z.coerce.number().int().min(1).max(50);
export const feedOffset = z.coerce.number().int().min(0).max(10_000).default(0);
/** A comma-separated field list, e.g. "_id,canonical_url,headlines". */
export const sourceInclude = z
  .string()
  .max(500)
  .regex(/^[\w.,\s]*$/, 'a comma-separated list of field names')
  .optional();

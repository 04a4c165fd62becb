import { z } from 'zod';

/** The query `section-api` accepts (its fetch lives in server/sources/section-api.ts). */
export const params = z.object({
  queryString: z
    .string()
    .min(1)
    .max(200)
    .regex(/^\/?[a-z0-9-]+(\/[a-z0-9-]+)*\/?$/, 'a section path such as /nacion'),
});

export interface SectionNode {
  _id: string;
  name: string;
  site: { site_title: string; site_description: string };
}

import { z } from 'zod';

/** The query `static-page` accepts: the page's address (its fetch lives in server/sources/static-page.ts). */
export const params = z.object({
  path: z
    .string()
    .max(200)
    .regex(/^\/([a-z0-9-]+\/)+$/, 'an address such as /terminos-de-uso/'),
});

/** One legal or service page of the site (terms, data policy, contact channels...). */
export interface StaticPage {
  path: string;
  title: string;
  paragraphs: string[];
  /** The text is a placeholder (demo content): the page marks it as an example. */
  example: boolean;
}

import { z } from 'zod';

/** The query `taboola-newsroom-api` accepts (its fetch lives in server/sources/taboola-newsroom-api.ts). */
export const params = z.object({ size: z.coerce.number().int().min(1).max(20).default(10) });

export interface MostReadItem {
  id: string;
  url: string;
  title: string;
}

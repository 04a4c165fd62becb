import { z } from 'zod';

/** The query `navigation-api` accepts (its fetch lives in server/sources/navigation-api.ts). */
export const params = z.object({ queryString: z.enum(['navSemanaTVCategorias', 'navSemanaTv']) });

export interface NavigationNode {
  _id: string;
  name: string;
  children: { _id: string; name: string }[];
}

import { z } from 'zod';
import type { Offer } from '../catalogue';

/** `sales-catalogue` takes no parameters: it answers the offers of the page's site (server/sources/sales-catalogue.ts). */
export const params = z.object({});

export type SalesCatalogue = Offer[];

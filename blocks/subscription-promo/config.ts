import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';

export const config = z.object({
  offerId: z
    .string()
    .min(1)
    .max(40)
    .default('PROMO-ANUAL')
    .meta({ title: 'Oferta', description: 'La de la tarjeta promocional: 129.000 pesos al año' }),
});
export type Config = BlockConfig<typeof config>;

export interface Data {
  /** Whole pesos per year, from the sales catalogue. */
  amount: number;
}

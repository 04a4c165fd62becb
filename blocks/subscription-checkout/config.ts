import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';

export const config = z.object({
  offerId: z.string().min(1).max(40).default('466').meta({ title: 'Oferta', description: 'Spec 2: 466, plan anual' }),
});
export type Config = BlockConfig<typeof config>;

export interface CheckoutOffer {
  id: string;
  name: string;
  sku: string;
  /** Whole pesos per year. */
  amount: number;
}
export interface Data {
  offer: CheckoutOffer;
  /** Outside production the test provider's cards are named on the form. */
  showTestCards: boolean;
}

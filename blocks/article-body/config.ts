import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import type { BodyElement } from './elements/types';
import type { PagePaywall } from '../../ui/paywall/page-paywall';

export const config = z.object({});
export type Config = BlockConfig<typeof config>;

/**
 * Locked stories carry no body at all: the paywall decided on the server (spec 1, 4). Both kinds carry what the
 * paywall script needs to know of the page (`paywall`), absent from stories and tests that build data by hand.
 */
export type Data = (
  { locked: true; lockedStateCode: number; storyId: string } | { locked: false; elements: BodyElement[] }
) & { paywall?: PagePaywall };

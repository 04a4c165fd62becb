import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import type { BodyElement } from './elements/types';

export const config = z.object({});
export type Config = BlockConfig<typeof config>;

/** Locked stories carry no body at all: the paywall decided on the server (spec 1, 4). */
export type Data =
  { locked: true; lockedStateCode: number; storyId: string } | { locked: false; elements: BodyElement[] };

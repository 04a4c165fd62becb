import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import type { StaticPage } from '../../contracts/sources/static-page';

/** No fields: the address of the request names the page (the site settings' `links` hold those addresses). */
export const config = z.object({});
export type Config = BlockConfig<typeof config>;

export type Data = StaticPage;

import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { feedSize, offSet, section, title } from '../../runtime/fields';
import type { ForumsGridData } from '../forums-previous-grid/ForumsGrid';
import { FORUM_MOMENTS, FORUM_MOMENTS_TITLE, FORUM_VIDEOS_SECTION } from './moments';

export const config = z.object({
  title: title(`Sin valor, '${FORUM_MOMENTS_TITLE}'`),
  section: section(`Sección de los videos de los foros; sin valor, /${FORUM_VIDEOS_SECTION}`),
  feedSize: feedSize({
    default: FORUM_MOMENTS.size,
    max: 30,
    title: 'Videos',
    description: "Videos antes de 'Cargar más' (1 a 30)",
  }),
  offSet: offSet({ default: FORUM_MOMENTS.offset, description: 'Videos que se saltan al comienzo' }),
});
export type Config = BlockConfig<typeof config>;

export type Data = ForumsGridData;

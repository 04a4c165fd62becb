import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { feedSize, offSet, section, title } from '../../runtime/fields';
import type { ForumsGridData } from './ForumsGrid';
import { FORUMS_SECTION, PREVIOUS_FORUMS, PREVIOUS_FORUMS_TITLE } from './previous-forums';

export const config = z.object({
  title: title(`Sin valor, '${PREVIOUS_FORUMS_TITLE}'`),
  section: section(`Sección de los foros; sin valor, /${FORUMS_SECTION}`),
  feedSize: feedSize({
    default: PREVIOUS_FORUMS.size,
    max: 30,
    title: 'Foros',
    description: "Foros antes de 'Cargar más' (1 a 30)",
  }),
  offSet: offSet({
    default: PREVIOUS_FORUMS.offset,
    description: 'Foros que se saltan al comienzo: el primero es el foro actual',
  }),
});
export type Config = BlockConfig<typeof config>;

export type Data = ForumsGridData;

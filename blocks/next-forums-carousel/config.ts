import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { feedSize, section, title } from '../../runtime/fields';
import type { ListData } from '../../runtime/list';
import type { CardItem } from '../../ui/card-item';
import { NEXT_FORUMS_SECTION } from './next-forums';

export const config = z.object({
  title: title('Título opcional sobre el carrusel'),
  section: section(`Sección de los foros anunciados; sin valor, /${NEXT_FORUMS_SECTION}`),
  feedSize: feedSize({ default: 6, max: 12, title: 'Foros', description: 'Foros del carrusel (1 a 12)' }),
});
export type Config = BlockConfig<typeof config>;

/** A forum to come: its teaser and the lines that say what it is about. */
export type NextForum = CardItem & { description?: string };
export type Data = ListData<NextForum>;

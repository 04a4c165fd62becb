import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { feedSize, offSet, section, title } from '../../runtime/fields';
import type { CardItem } from '../../ui/card-item';
import type { ListPage } from '../../ui/use-load-more';

export const config = z.object({
  title: title('Título opcional sobre la grilla'),
  section: section(
    'Ruta o slug de la sección (por ejemplo /nacion); sin ella, la sección de la página o, si no hay, las secciones principales',
  ),
  feedSize: feedSize({ default: 12, max: 50 }),
  offSet: offSet(),
});
export type Config = BlockConfig<typeof config>;

export type Data = ListPage<CardItem> & {
  /** The sections queried: the configured one, the page's, or the main sections. */
  section: string;
};

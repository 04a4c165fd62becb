import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { collectionId } from '../../runtime/fields';
import type { ListData } from '../../runtime/list';

export const config = z.object({
  collectionId: collectionId('Colección con las últimas noticias'),
});
export type Config = BlockConfig<typeof config>;

export interface LatestNewsItem {
  url: string;
  title: string;
  /** When it was published: the ISO date, and as spec 1, 9 reads it ('Hace 5 minutos', or a date from 6 h). */
  date?: { iso: string; text: string };
}
export type Data = ListData<LatestNewsItem>;

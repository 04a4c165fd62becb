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
}
export type Data = ListData<LatestNewsItem>;

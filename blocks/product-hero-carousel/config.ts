import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { collectionId } from '../../runtime/fields';
import type { ListData } from '../../runtime/list';
import type { CardItem } from '../../ui/card-item';

export const config = z.object({
  collectionId: collectionId('Colección con las 3 notas destacadas de la marca'),
});
export type Config = BlockConfig<typeof config>;

export type Data = ListData<CardItem>;

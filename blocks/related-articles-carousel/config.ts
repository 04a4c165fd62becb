import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { title } from '../../runtime/fields';
import type { ListData } from '../../runtime/list';
import type { CardItem } from '../../ui/card-item';
import { RELATED_TITLE } from './RelatedArticlesCarousel';

export const config = z.object({
  title: title(`Título sobre el carrusel (por defecto «${RELATED_TITLE}»)`),
});
export type Config = BlockConfig<typeof config>;

export type Data = ListData<CardItem>;

import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { authorId, autorIds } from '../../runtime/fields';
import type { CardItem } from '../../ui/card-item';
import type { ListPage } from '../../ui/use-load-more';
import type { TvJournalist } from '../tv-sections/journalists';

export const config = z.object({
  authorId: authorId('Id del periodista (authors-api); sin valor, el de la dirección (/semana-tv/periodistas/{id}/)'),
  autorIds: autorIds("Periodistas del canal para 'Otros Periodistas': nombre → id del autor (authors-api), en orden"),
});
export type Config = BlockConfig<typeof config>;

export interface Data {
  journalist: TvJournalist & { bio?: string };
  /** 'Otros Periodistas': the channel's other journalists, at most 9. */
  others: TvJournalist[];
  /** 'Otros videos': the channel's videos from offset 9, paged. */
  videos: ListPage<CardItem>;
}

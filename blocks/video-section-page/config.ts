import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { feedSize, section } from '../../runtime/fields';
import type { CardItem } from '../../ui/card-item';
import type { ListPage } from '../../ui/use-load-more';
import type { OpinionProgramme } from '../tv-sections/opinion-programmes';

export const config = z.object({
  section: section('Sin valor, el cuarto segmento de la dirección (/semana-tv/videos/seccion/{sección}/)', {
    pattern: /^[a-z0-9-]{1,80}$/,
    reference: false,
  }),
  feedSize: feedSize({
    default: 12,
    max: 24,
    title: 'Otros videos',
    description: "Videos de 'Otros videos' antes de 'Cargar más' (1 a 24); cada clic añade 8",
  }),
});
export type Config = BlockConfig<typeof config>;

export interface Data {
  /** The section's name, as its heading. */
  title: string;
  /** The section the next pages of 'Otros videos' come from ('nacion'). */
  section: string;
  /** The newest video, shown large. */
  lead: CardItem;
  /** 'Lo último': the next few. */
  latest: CardItem[];
  opinion: OpinionProgramme[];
  /** 'Otros videos': the rest, paged. */
  others: ListPage<CardItem>;
}

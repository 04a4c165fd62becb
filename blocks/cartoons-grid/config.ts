import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { feedSize, offSet, section, title } from '../../runtime/fields';
import type { SectionPage } from '../../ui/section-paging';
import { CARTOONS_PAGING as paging } from './CartoonsGrid';

export const config = z.object({
  title: title('Título opcional sobre la grilla (por ejemplo Caricaturas)'),
  section: section('Sección de las caricaturas; sin ella, /caricaturas'),
  feedSize: feedSize({
    default: paging.firstSize,
    max: 50,
    description: `Caricaturas de la primera carga (1 a 50); luego 'VER MÁS CARICATURAS' trae ${paging.moreSize}`,
  }),
  offSet: offSet({ default: paging.firstOffset, description: 'Caricaturas que se saltan al comienzo' }),
});
export type Config = BlockConfig<typeof config>;

/** The first cartoons and the section they come from. */
export type Data = SectionPage;

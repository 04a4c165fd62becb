import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { feedSize, offSet, section, title } from '../../runtime/fields';
import type { SectionPage } from '../../ui/section-paging';
import { SPECIAL_REPORT_PAGING as paging } from './SpecialReport';

export const config = z.object({
  title: title('Título opcional sobre los especiales'),
  section: section('Sección de los especiales; sin ella, /especiales'),
  feedSize: feedSize({
    default: paging.firstSize,
    max: 50,
    title: 'Especiales por carga',
    description: 'Especiales de la primera carga y de cada clic en «Cargar más» (1 a 50)',
  }),
  offSet: offSet({ default: paging.firstOffset, description: 'Especiales que se saltan al comienzo' }),
});
export type Config = BlockConfig<typeof config>;

/** The first special reports and the section they come from. */
export type Data = SectionPage;

import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { feedSize, offSet, section, title } from '../../runtime/fields';
import type { SectionPage } from '../../ui/section-paging';
import { SECTION_MORE_PAGING as paging } from './SectionMoreGrid';

export const config = z.object({
  title: title('Título opcional sobre la grilla, con enlace a la portada de la sección'),
  section: section('Ruta o slug de la sección (por ejemplo /nacion); sin ella, la sección de la dirección'),
  feedSize: feedSize({
    default: paging.firstSize,
    max: 50,
    description: `Notas de la primera carga (1 a 50); luego 'Ver más contenido' trae ${paging.moreSize}`,
  }),
  offSet: offSet({ default: paging.firstOffset, description: 'Notas de la sección que se saltan al comienzo' }),
});
export type Config = BlockConfig<typeof config>;

/** The first page of the section (the configured one or the address's) and the section itself. */
export type Data = SectionPage;

import { z } from 'zod';
import { defineBlock } from '../../runtime/define-block';
import { url } from '../../runtime/fields';
import { hasSection, sectionIds } from '../../contracts/ans';
import { SportsAgenda, type SportsAgendaData } from './SportsAgenda';

/** Spec 1, 2.1: a variation of the default article, for stories in /deportes only. */
export const SPORTS_SECTION = '/deportes';

export default defineBlock({
  name: 'sports-agenda',
  description: 'Agenda deportiva para las notas de /deportes',
  version: 1,
  config: z.object({
    url: url({
      title: 'Dirección de la agenda',
      description: 'Página del proveedor de la agenda deportiva; sin valor se muestra un aviso del sitio',
    }),
  }),
  // Renders for /deportes stories only: elsewhere the data is null and the runtime leaves the block out.
  async fetch({ url }, { story }): Promise<SportsAgendaData | null> {
    if (!story || !hasSection(sectionIds(story), SPORTS_SECTION)) return null;
    return url ? { url } : {};
  },
  component: SportsAgenda,
  interactive: false,
});

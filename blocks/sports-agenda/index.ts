import { defineBlock } from '../../runtime/define-block';
import { hasSection, sectionIds } from '../../contracts/ans';
import { config, type Data } from './config';
import { SportsAgenda } from './SportsAgenda';

/** Spec 1, 2.1: a variation of the default article, for stories in /deportes only. */
export const SPORTS_SECTION = '/deportes';

export default defineBlock({
  name: 'sports-agenda',
  description: 'Agenda deportiva para las notas de /deportes',
  version: 1,
  config,
  // Renders for /deportes stories only: elsewhere the data is null and the runtime leaves the block out.
  async fetch(_config, { story }): Promise<Data | null> {
    return story && hasSection(sectionIds(story), SPORTS_SECTION) ? {} : null;
  },
  component: SportsAgenda,
  interactive: false,
});

import { defineBlock } from '../../runtime/define-block';
import { fetchForumsGrid } from '../forums-previous-grid/forums-grid';
import { config, type Data } from './config';
import { ForumsMomentsGrid } from './ForumsMomentsGrid';
import { FORUM_VIDEOS_SECTION } from './moments';

export default defineBlock({
  name: 'forums-moments-grid',
  description: "Grilla de videos 'MOMENTOS IMPERDIBLES' de los foros, con 'Cargar más'",
  version: 1,
  config,
  // Server only.
  fetch: ({ section, feedSize, offSet }, { sources }): Promise<Data | null> =>
    fetchForumsGrid(sources, { section: section ?? FORUM_VIDEOS_SECTION, feedSize, offSet }),
  component: ForumsMomentsGrid,
  interactive: { hydrate: 'visible' }, // 'Cargar más'
});

import { defineBlock } from '../../runtime/define-block';
import { config, type Data } from './config';
import { FORUMS_SECTION } from './previous-forums';
import { fetchForumsGrid } from './forums-grid';
import { ForumsPreviousGrid } from './ForumsPreviousGrid';

export default defineBlock({
  name: 'forums-previous-grid',
  description: "Grilla 'FOROS ANTERIORES' con 'Cargar más'",
  version: 1,
  config,
  // Server only.
  fetch: ({ section, feedSize, offSet }, { sources }): Promise<Data | null> =>
    fetchForumsGrid(sources, { section: section ?? FORUMS_SECTION, feedSize, offSet }),
  component: ForumsPreviousGrid,
  interactive: { hydrate: 'visible' }, // 'Cargar más'
});

import { defineBlock } from '../../runtime/define-block';
import { listOrNull } from '../../runtime/list';
import { config, type Data } from './config';
import { MostRead } from './MostRead';

/** Spec 1, 9: most read shows 3. */
export const MOST_READ_SIZE = 3;
/** How many ranked stories are asked for: the page's own cards may hold several of the most read (the source's most). */
const RANKED = 20;

export default defineBlock({
  name: 'most-read',
  description: 'Lo más leído',
  version: 1,
  config,
  // After the page's other blocks: a story the page already shows (its own story, a card) is not listed again.
  async fetch(_config, { sources, story, shown }): Promise<Data | null> {
    const ranked = await sources['taboola-newsroom-api']({ size: RANKED });
    const others = ranked.filter(
      (item) => !shown?.has(item.url) && (!story || (item.id !== story._id && item.url !== story.canonical_url)),
    );
    return listOrNull(others.slice(0, MOST_READ_SIZE).map(({ url, title }) => ({ url, title })));
  },
  leavesOutShown: true,
  component: MostRead,
  interactive: false,
  // Three links: the ranking itself is the key (the story being read is already left out of it).
  htmlCache: (_config, data) => JSON.stringify(data),
});

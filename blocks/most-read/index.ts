import { defineBlock } from '../../runtime/define-block';
import { listOrNull } from '../../runtime/list';
import { config, type Data } from './config';
import { MostRead } from './MostRead';

/** Spec 1, 9: most read shows 3; one more is asked for in case the current story is among them. */
export const MOST_READ_SIZE = 3;

export default defineBlock({
  name: 'most-read',
  description: 'Lo más leído',
  version: 1,
  config,
  async fetch(_config, { sources, story }): Promise<Data | null> {
    const ranked = await sources['taboola-newsroom-api']({ size: MOST_READ_SIZE + 1 });
    const others = ranked.filter((item) => !story || (item.id !== story._id && item.url !== story.canonical_url));
    return listOrNull(others.slice(0, MOST_READ_SIZE).map(({ url, title }) => ({ url, title })));
  },
  component: MostRead,
  interactive: false,
  // Three links: the ranking itself is the key (the story being read is already left out of it).
  htmlCache: (_config, data) => JSON.stringify(data),
});

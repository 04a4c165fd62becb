import { defineBlock } from '../../runtime/define-block';
import { listOrNull } from '../../runtime/list';
import { toCardItems } from '../../ui/card-item';
import { config, type Data } from './config';
import { LatestGalleries } from './LatestGalleries';

/** Spec 1, 7 and 9: 'Últimas galerías' is content-apir, includeSections=galerias, feedSize=4. */
export const LATEST_GALLERIES_QUERY = { includeSections: 'galerias', feedSize: 4 } as const;

export default defineBlock({
  name: 'latest-galleries',
  description: 'Últimas galerías',
  version: 1,
  config,
  async fetch(_config, { sources, story }): Promise<Data | null> {
    const list = await sources['content-apir']({ ...LATEST_GALLERIES_QUERY });
    // On a gallery page the gallery being viewed is not offered again beside itself.
    return listOrNull(toCardItems(list.content_elements.filter((doc) => doc._id !== story?._id)));
  },
  component: LatestGalleries,
  interactive: false,
});

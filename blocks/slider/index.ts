import { defineBlock } from '../../runtime/define-block';
import { listOrNull } from '../../runtime/list';
import { config, type Data } from './config';
import { Slider } from './Slider';
import { fetchTeasers } from './teaser-source';

/** A full-width slide: up to 1280 px is enough, and fewer renditions keep 12 slides' island props small. */
export const SLIDER_FILL_SIZES = ['768x432', '1280x720'] as const;

export default defineBlock({
  name: 'slider',
  description: 'Slider de 8 a 12 notas de una sección o colección, con puntos y flechas',
  version: 1,
  config,
  async fetch({ section, collectionId, feedSize }, ctx): Promise<Data | null> {
    const items = await fetchTeasers({ section, collectionId }, feedSize, ctx, { fillSizes: SLIDER_FILL_SIZES });
    return items && listOrNull(items);
  },
  component: Slider,
  interactive: { hydrate: 'visible' },
});

import { defineBlock } from '../../runtime/define-block';
import { listOrNull } from '../../runtime/list';
import { fetchTeasers } from '../slider/teaser-source';
import { config, type Data } from './config';
import { SecondarySlider } from './SecondarySlider';

/** Cards a third of the page wide: 400 and 768 px renditions cover them (and keep 12 cards' island props small). */
export const SECONDARY_SLIDER_FILL_SIZES = ['400x225', '768x432'] as const;

export default defineBlock({
  name: 'secondary-slider',
  description: 'Slider secundario de 8 a 12 tarjetas de una sección o colección, tres a la vez en pantallas anchas',
  version: 1,
  config,
  async fetch({ section, collectionId, feedSize }, ctx): Promise<Data | null> {
    const items = await fetchTeasers({ section, collectionId }, feedSize, ctx, {
      fillSizes: SECONDARY_SLIDER_FILL_SIZES,
    });
    return items && listOrNull(items);
  },
  component: SecondarySlider,
  interactive: { hydrate: 'visible' },
});

import { defineBlock } from '../../runtime/define-block';
import { sectionGridFetch } from '../section-grid/section-fetch';
import { config } from './config';
import { CARTOONS_SECTION, CartoonsGrid } from './CartoonsGrid';

export default defineBlock({
  name: 'cartoons-grid',
  description: 'Grilla de caricaturas con «VER MÁS CARICATURAS»',
  version: 1,
  config,
  // Server only: the first cartoons, from the configured section or /caricaturas (never the page's section).
  fetch: sectionGridFetch(CARTOONS_SECTION),
  component: CartoonsGrid,
  interactive: { hydrate: 'visible' }, // 'VER MÁS CARICATURAS'
});

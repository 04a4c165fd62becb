import { defineBlock } from '../../runtime/define-block';
import { sectionGridFetch } from '../section-grid/section-fetch';
import { config } from './config';
import { SPECIAL_REPORT_SECTION, SpecialReport } from './SpecialReport';

export default defineBlock({
  name: 'special-report',
  description: 'Especiales con «Ver el especial» en cada tarjeta y «Cargar más»',
  version: 1,
  config,
  // Server only: the first special reports, from the configured section or /especiales.
  fetch: sectionGridFetch(SPECIAL_REPORT_SECTION),
  component: SpecialReport,
  interactive: { hydrate: 'visible' }, // 'Cargar más'
});

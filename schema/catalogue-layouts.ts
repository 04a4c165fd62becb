import type { CatalogueStatus } from './catalogue-manifest';

/** Spec 3, 2: the layouts, by the spec's name, and the layout name a page config writes. */
export interface LayoutEntry {
  spec: string;
  layout: string;
  status: CatalogueStatus;
}

export const catalogueLayouts: LayoutEntry[] = [
  { spec: 'SemanaDefault (header, main and footer)', layout: 'default', status: 'built' },
  { spec: 'empty (main only)', layout: 'bare', status: 'built' },
  { spec: 'landing', layout: 'landing', status: 'built' },
  { spec: 'ForosSemana', layout: 'foros-semana', status: 'built' },
  { spec: '{product}', layout: 'product', status: 'built' },
  { spec: 'Soho', layout: 'soho', status: 'built' },
  { spec: 'ElPais', layout: 'elpais', status: 'built' },
];

// Fixture for the gallery slider's stories and tests (never imported by production code).
import type { Data } from './config';

const captions = [
  ['Cañón del Chicamocha al amanecer.', 'Santander'],
  ['Los cerros de Mavecure sobre el río Inírida.', 'Guainía'],
  ['Caño Cristales en temporada de colores.', 'Meta'],
  ['El desierto de la Tatacoa bajo un cielo despejado.', 'Huila'],
] as const;

export const galleryFixture: Data = {
  title: 'Paisajes de Colombia que parecen de otro planeta',
  items: captions.map(([caption, subtitle], i) => ({
    id: `ABCDEFGHIJKLMNOPQRSTUVWXYZ-${i + 1}`,
    caption,
    subtitle,
    credit: i % 2 ? 'Foto: Juan Carlos Sierra' : 'Foto: Ana Gómez, Semana',
  })),
};

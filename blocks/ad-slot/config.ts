import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';
import { AD_DISPLAYS, AD_SIZES, type AdDisplay, type AdSize } from '../../ui/ads/sizes';
import { AD_KINDS } from './kinds';

export const config = z.object({
  kind: z.enum(AD_KINDS).default('lateral').meta({
    title: 'Tipo de espacio',
    description: 'lateral (columna), anchor (fijo abajo), interstitial o prehome',
  }),
  slot: z
    .string()
    .regex(/^[A-Z0-9_/]+$/, 'MAYÚSCULAS, números, _ y /')
    .max(60)
    .optional()
    .meta({ title: 'Nombre del espacio', description: 'Por defecto LATERAL_1, STICKY, INTERSTITIAL o HOME/PREHOME' }),
  size: z.enum(AD_SIZES).optional().meta({ title: 'Grupo de tamaño', description: 'GP1 a GP9 o INREAD' }),
  display: z.enum(AD_DISPLAYS).optional().meta({ title: 'Dispositivo', description: 'desktop, mobile o all' }),
});
export type Config = BlockConfig<typeof config>;

/** The slot with the kind's defaults filled in. */
export interface Data {
  slot: string;
  size: AdSize;
  display: AdDisplay;
}

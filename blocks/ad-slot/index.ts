import { z } from 'zod';
import { defineBlock } from '../../runtime/define-block';
import { adsAllowed } from '../../ui/ads/exclusions';
import { AD_DISPLAYS, AD_SIZES } from '../../ui/ads/sizes';
import { AdSlotBlock, type AdSlotData } from './AdSlotBlock';
import { AD_KINDS, KIND_DEFAULTS } from './kinds';

/** An editor-placed ad: side-rail slots (LATERAL_1, LATERAL_2), the bottom anchor, interstitial, pre-home. */
export default defineBlock({
  name: 'ad-slot',
  description: 'Espacio publicitario ubicado por el editor (laterales, ancla inferior, intersticial, prehome)',
  version: 1,
  config: z.object({
    kind: z.enum(AD_KINDS).default('lateral').meta({
      title: 'Tipo de espacio',
      description: 'lateral (columna), anchor (fijo abajo), interstitial o prehome',
    }),
    slot: z
      .string()
      .regex(/^[A-Z0-9_/]+$/, 'MAYÚSCULAS, números, _ y /')
      .max(60)
      .optional()
      .meta({ title: 'Nombre del espacio', description: 'Por defecto LATERAL_1, STICKY, INTERSTITIAL o PREHOME' }),
    size: z.enum(AD_SIZES).optional().meta({ title: 'Grupo de tamaño', description: 'GP1 a GP9 o INREAD' }),
    display: z.enum(AD_DISPLAYS).optional().meta({ title: 'Dispositivo', description: 'desktop, mobile o all' }),
  }),
  // Sponsored content and excluded URLs show no ads and no bottom anchor (spec 1, 6 and 9).
  async fetch({ kind, slot, size, display }, { story }): Promise<AdSlotData | null> {
    if (!adsAllowed(story)) return null;
    const defaults = KIND_DEFAULTS[kind];
    return { slot: slot ?? defaults.slot, size: size ?? defaults.size, display: display ?? defaults.display };
  },
  component: AdSlotBlock,
  interactive: false,
});

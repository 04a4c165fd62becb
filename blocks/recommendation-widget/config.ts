import { z } from 'zod';
import type { BlockConfig } from '../../runtime/define-block';

/** Spec 3, 2: the mid-article recommendation widget's mode. */
export const RECO_MODE = 'alternating-mid-article-reco-reel';
export const RECO_PLACEMENT = 'Mid Article Reco Reel';

export const config = z.object({
  mode: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'minúsculas, números y guiones')
    .max(80)
    .default(RECO_MODE)
    .meta({
      title: 'Modo del widget',
      description: `El diseño de la red de recomendaciones; por defecto ${RECO_MODE}`,
    }),
  placement: z
    .string()
    .min(1)
    .max(80)
    .default(RECO_PLACEMENT)
    .meta({ title: 'Ubicación', description: 'Nombre de la ubicación en los informes de la red de recomendaciones' }),
});
export type Config = BlockConfig<typeof config>;
